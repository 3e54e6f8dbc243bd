import { brand } from '@kernel/brand'
import type { FaqEntry } from './types'

/** English mirror of FAQ_PL, in the same order. */
export const FAQ_EN: readonly FaqEntry[] = [
  {
    question: 'What is self storage?',
    answer: 'Renting a lockable storage unit for your own belongings, for any period, with self-service access.',
  },
  {
    question: `How much does searching on ${brand.name} cost?`,
    answer: 'Nothing. Searching and sending inquiries to operators is free (0 PLN).',
  },
  {
    question: 'Which unit size should I choose?',
    answer: 'Boxes and suitcases fit in 1–2 m², a studio flat in 3–5 m², a flat in 6–10 m² and a house in 10–20 m².',
  },
  {
    question: 'How quickly can I rent a unit?',
    answer: 'From search to booking usually takes about 3 minutes; many facilities hand over the unit the same day.',
  },
  {
    question: 'Are prices net or gross?',
    answer: 'Monthly prices are net; every unit also shows the gross amount with 23% VAT.',
  },
  {
    question: 'Do I need to pay a deposit?',
    answer: 'Often yes — usually one month’s rent. The operator gives the details.',
  },
  {
    question: 'What is the notice period?',
    answer: 'Usually one calendar month, but each operator sets its own terms.',
  },
  {
    question: 'Can I access my unit 24/7?',
    answer: 'In many facilities, yes. Look for the “24h access” amenity in the filters.',
  },
  {
    question: 'Are my belongings safe?',
    answer:
      'Facilities have monitoring and access control, some also security staff. Amenities are listed for each facility.',
  },
  {
    question: 'Can I store furniture?',
    answer: 'Yes, furniture is one of the most common things people store. Protect it with film and blankets.',
  },
  {
    question: 'What must not be stored?',
    answer: 'Flammable or explosive materials, perishable food, animals and anything illegal.',
  },
  {
    question: 'Are there air-conditioned units?',
    answer: 'Yes. Choose the “Air-conditioned” type in the filters for electronics, documents or wood.',
  },
  {
    question: 'Can I rent a garage?',
    answer: 'Yes, some facilities offer garages and outdoor units with drive-up access.',
  },
  {
    question: 'How do I send an inquiry to the operator?',
    answer: 'Fill in the form on the facility page: name, e-mail and phone. The operator replies directly.',
  },
  {
    question: 'Can I switch to a bigger unit?',
    answer: 'Usually yes, if the operator has one free. Ask in your message.',
  },
  {
    question: 'Can businesses use self storage?',
    answer: 'Yes, many companies keep stock, archives and equipment in units. Operators issue VAT invoices.',
  },
  { question: 'Are there promotions?', answer: 'Operators often offer about 30% off for the first 3–6 months.' },
  {
    question: 'How does the map work?',
    answer: 'It shows facilities with known coordinates; you can search within 2 to 250 km of a chosen point.',
  },
  {
    question: 'How do I know an operator is verified?',
    answer: 'Every operator on the site is checked — 100% of facilities are verified.',
  },
  {
    question: 'Which cities do you cover?',
    answer: 'More than 10 cities, including Warsaw, Kraków, Gdańsk, Wrocław and Poznań.',
  },
  {
    question: 'Do I need my own padlock?',
    answer: 'It depends on the facility — some use electronic locks, others require a padlock.',
  },
  {
    question: 'Are stored belongings insured?',
    answer: 'Many operators offer contents insurance; ask about the terms in the form.',
  },
  {
    question: 'How do I pay for a unit?',
    answer: 'The operator sets the payment method — usually bank transfer or online, monthly in advance.',
  },
  {
    question: 'Can I rent a unit for a week?',
    answer: 'The minimum period depends on the operator; the shortest option in the form is 1–3 months.',
  },
  {
    question: `How do I add my facility to ${brand.name}?`,
    answer: 'Choose “Add facility” and book a software demo — we will help you set it up.',
  },
]
