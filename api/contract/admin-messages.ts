import { INVALID_CHARACTERS_ADMIN } from './clean-text'

/**
 * The console's field messages, in spec §5's Polish words. The console's schemas and server checks carry these texts,
 * the server sends them back in `issues`, and the console shows each by its key in the console's language
 * (`admin.fieldErrors.*`). A message the console shows must be here: a text it does not know reads as `invalid`.
 */
export const ADMIN_MESSAGES = {
  invalidEmail: 'Niepoprawny email',
  invalidEmailEdit: 'Nieprawidłowy email',
  emailTaken: 'Użytkownik o tym adresie e-mail już istnieje',
  minPassword: 'Min. 6 znaków',
  maxPassword: 'Max. 200 znaków',
  required: 'Wymagane',
  nameRequired: 'Nazwa jest wymagana',
  contactRequired: 'Osoba kontaktowa jest wymagana',
  phoneRequired: 'Podaj telefon',
  streetRequired: 'Ulica jest wymagana',
  buildingNumberRequired: 'Numer jest wymagany',
  postalCodeRequired: 'Kod pocztowy jest wymagany',
  cityRequired: 'Miasto jest wymagane',
  countryRequired: 'Kraj jest wymagany',
  number: 'Podaj liczbę',
  invalidUrl: 'Podaj poprawny URL',
  yesOrNo: 'Podaj tak lub nie',
  chooseClient: 'Wybierz klienta',
  chooseRole: 'Wybierz rolę',
  chooseLanguage: 'Wybierz język',
  tooManyFeatures: 'Za dużo cech',
  featureTooLong: 'Za długa cecha',
  questionRequired: 'Pytanie jest wymagane',
  answerRequired: 'Odpowiedź jest wymagana',
  tooManyQuestions: 'Za dużo pytań',
  trialDays: 'Podaj liczbę dni',
  trialDaysRange: 'Podaj od 1 do 365 dni',
  invalidCharacters: INVALID_CHARACTERS_ADMIN,
  unpublished: 'Obiekt czeka na publikację: opublikuj go w kolejce „Do weryfikacji”',
} as const
