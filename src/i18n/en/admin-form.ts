import type { MessagesOf } from '../types'
import type { adminForm as pl } from '../pl/admin-form'

/** English texts of the admin console's forms. */
export const adminForm: MessagesOf<typeof pl> = {
  actions: { saving: 'Saving…', back: 'Back to the list', save: 'Save changes', generate: 'Generate', generatePassword: 'Generate password' },
  tabErrors: '(errors)',
  address: {
    street: 'Street', buildingNumber: 'Building number', apartmentNumber: 'Unit number', postalCode: 'Postal code', city: 'City', country: 'Country',
    latitude: 'Latitude', longitude: 'Longitude',
  },
  picker: { placeholder: 'Start typing a company name…', loading: 'Loading…', empty: 'No results' },
  client: {
    createLabel: 'New client', editLabel: 'Edit client', account: 'User account', loginEmail: 'Login e-mail', password: 'Password',
    passwordHint: 'Leave blank and the server generates a password.', details: 'Client details', companyName: 'Company name', contactName: 'Contact person',
    phone: 'Phone', billingEmail: 'Invoice e-mail', billingAddress: 'Billing address', create: 'Create client',
  },
  user: {
    createLabel: 'New user', editLabel: 'Edit user', email: 'E-mail', name: 'Full name', role: 'Role', client: 'Linked client',
    password: 'Password', newPassword: 'New password', newPasswordHint: 'Leave blank to keep the password.', create: 'Create user',
    generated: 'A new password was generated. Save the changes to apply it.',
  },
  facility: {
    createLabel: 'New facility', editLabel: 'Edit facility', client: 'Client', pickClientFirst: 'Pick a client to fill in the facility details.',
    details: 'Facility details', location: 'Location', name: 'Facility name', email: 'E-mail', phone: 'Phone',
    latitude: 'Latitude', longitude: 'Longitude', latitudeHint: 'E.g. 52.2297', longitudeHint: 'E.g. 21.0122',
    active: 'Facility active (visible on the site)', texts: 'Descriptive content', create: 'Create facility',
    imageUrl: 'Image address (URL)', imageUrlHint: 'https://… or a path starting with /', brand: 'Brand',
    minSize: 'Min. area (m²)', maxSize: 'Max. area (m²)', minPrice: 'Min. net price / month (PLN)', maxPrice: 'Max. net price / month (PLN)',
    features: 'Features', featuresHint: 'Separate with commas, e.g. monitoring, parking, 24h_dostep',
  },
  /** Toasts after a save (spec §8), per resource. */
  toasts: {
    clients: { createFailed: 'Could not create the client', created: 'Client and user created', saveFailed: 'Could not save the changes', saved: 'Client updated' },
    users: { createFailed: 'Could not save', created: 'User saved', saveFailed: 'Could not save', saved: 'User saved' },
    // Spec §8 spells "Zapiszono" this way; kept verbatim.
    facilities: { createFailed: 'Could not create the facility', created: 'Facility created', saveFailed: 'Could not save the changes', saved: 'Facility changes saved' },
  },
  content: {
    description: 'Description (short, no HTML)', title: 'Title', lead: 'Lead', bodyHtml: 'Body (HTML)', storageInfoHtml: 'Storage information (HTML)', tipsHtml: 'Tips (HTML)',
    faq: 'FAQ', faqEmpty: 'No questions.', question: 'Question {{n}}', answer: 'Answer {{n}}', up: 'Up', down: 'Down', remove: 'Remove', add: 'Add question',
    moveUp: 'Move question {{n}} up', moveDown: 'Move question {{n}} down', removeOne: 'Remove question {{n}}',
  },
  contentEn: {
    description: 'Description (short, no HTML)', title: 'Title', lead: 'Lead', bodyHtml: 'Body (HTML)', storageInfoHtml: 'Storage information (HTML)', tipsHtml: 'Tips (HTML)',
    faq: 'FAQ (English)', faqEmpty: 'No questions.', question: 'Question {{n}}', answer: 'Answer {{n}}', up: 'Up', down: 'Down', remove: 'Remove', add: 'Add question',
    moveUp: 'Move question {{n}} up', moveDown: 'Move question {{n}} down', removeOne: 'Remove question {{n}}',
  },
}
