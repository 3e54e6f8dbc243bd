/** Polish texts of the admin console's forms (src/features/admin/form, the client/user/facility forms); English mirror in ../en/admin-form.ts. */
export const adminForm = {
  actions: { saving: 'Zapisywanie…', back: 'Wróć do listy', save: 'Zapisz zmiany', generate: 'Generuj', generatePassword: 'Generuj hasło' },
  tabErrors: '(błędy)',
  address: {
    street: 'Ulica', buildingNumber: 'Numer budynku', apartmentNumber: 'Numer lokalu', postalCode: 'Kod pocztowy', city: 'Miasto', country: 'Kraj',
    latitude: 'Szerokość geograficzna', longitude: 'Długość geograficzna',
  },
  picker: { placeholder: 'Zacznij pisać nazwę firmy…', loading: 'Ładowanie…', empty: 'Brak wyników' },
  client: {
    createLabel: 'Nowy klient', editLabel: 'Edycja klienta', account: 'Konto użytkownika', loginEmail: 'E-mail logowania', password: 'Hasło',
    passwordHint: 'Puste pole: hasło wygeneruje serwer.', details: 'Dane klienta', companyName: 'Nazwa firmy', contactName: 'Osoba kontaktowa',
    phone: 'Telefon', billingEmail: 'E-mail do faktur', billingAddress: 'Adres rozliczeniowy', create: 'Utwórz klienta',
  },
  user: {
    createLabel: 'Nowy użytkownik', editLabel: 'Edycja użytkownika', email: 'E-mail', name: 'Imię i nazwisko', role: 'Rola', client: 'Powiązany klient',
    password: 'Hasło', newPassword: 'Nowe hasło', newPasswordHint: 'Puste pole: hasło bez zmian.', create: 'Utwórz użytkownika',
    generated: 'Wygenerowano nowe hasło. Zapisz zmiany, aby je zastosować.',
  },
  facility: {
    createLabel: 'Nowy obiekt', editLabel: 'Edycja obiektu', client: 'Klient', pickClientFirst: 'Wybierz klienta, aby uzupełnić dane obiektu.',
    details: 'Dane obiektu', location: 'Lokalizacja', name: 'Nazwa obiektu', email: 'E-mail', phone: 'Telefon',
    latitude: 'Szerokość geograficzna', longitude: 'Długość geograficzna', latitudeHint: 'Np. 52.2297', longitudeHint: 'Np. 21.0122',
    active: 'Obiekt aktywny (widoczny w serwisie)', texts: 'Treści opisowe', create: 'Utwórz obiekt',
    imageUrl: 'Adres obrazu (URL)', imageUrlHint: 'https://… lub ścieżka zaczynająca się od /', brand: 'Marka',
    minSize: 'Min. powierzchnia (m²)', maxSize: 'Maks. powierzchnia (m²)', minPrice: 'Min. cena netto / mies. (zł)', maxPrice: 'Maks. cena netto / mies. (zł)',
    features: 'Cechy', featuresHint: 'Oddziel przecinkami, np. monitoring, parking, 24h_dostep',
  },
  /** Toasts after a save (spec §8), per resource. */
  toasts: {
    clients: { createFailed: 'Nie udało się utworzyć klienta', created: 'Utworzono klienta i użytkownika', saveFailed: 'Nie udało się zapisać zmian', saved: 'Zaktualizowano klienta' },
    users: { createFailed: 'Nie udało się zapisać', created: 'Zapisano użytkownika', saveFailed: 'Nie udało się zapisać', saved: 'Zapisano użytkownika' },
    // Spec §8 spells "Zapiszono" this way; kept verbatim.
    facilities: { createFailed: 'Nie udało się utworzyć obiektu', created: 'Utworzono obiekt', saveFailed: 'Nie udało się zapisać zmian', saved: 'Zapiszono zmiany obiektu' },
  },
  /** The texts of one language, in the console's language (the Polish tab). */
  content: {
    description: 'Opis (krótki, bez HTML)', title: 'Tytuł', lead: 'Wstęp', bodyHtml: 'Treść (HTML)', storageInfoHtml: 'Informacje o magazynowaniu (HTML)', tipsHtml: 'Porady (HTML)',
    faq: 'FAQ', faqEmpty: 'Brak pytań.', question: 'Pytanie {{n}}', answer: 'Odpowiedź {{n}}', up: 'W górę', down: 'W dół', remove: 'Usuń', add: 'Dodaj pytanie',
    moveUp: 'Przesuń pytanie {{n}} w górę', moveDown: 'Przesuń pytanie {{n}} w dół', removeOne: 'Usuń pytanie {{n}}',
  },
  /** The English tab speaks English around English content whatever the console's language (it is lang="en"). */
  contentEn: {
    description: 'Description (short, no HTML)', title: 'Title', lead: 'Lead', bodyHtml: 'Body (HTML)', storageInfoHtml: 'Storage information (HTML)', tipsHtml: 'Tips (HTML)',
    faq: 'FAQ (English)', faqEmpty: 'No questions.', question: 'Question {{n}}', answer: 'Answer {{n}}', up: 'Up', down: 'Down', remove: 'Remove', add: 'Add question',
    moveUp: 'Move question {{n}} up', moveDown: 'Move question {{n}} down', removeOne: 'Remove question {{n}}',
  },
} as const
