import { COMPANY, type LegalDoc } from './types'

export const privacyEn: LegalDoc = {
  updated: '28.11.2026',
  sections: [
    {
      id: 'administrator',
      title: 'Data controller',
      paragraphs: [
        `The controller of your personal data is ${COMPANY.name}, registered in Warsaw (${COMPANY.address}). For any data-protection matter write to ${COMPANY.privacyEmail} or to our registered address.`,
      ],
    },
    {
      id: 'zakres',
      title: 'Data we process',
      paragraphs: ['We process the data you give us and data collected automatically when you use the site:'],
      list: [
        'contact details: full name, email address, phone number;',
        'company details entered in the trial form: name, tax ID (NIP/VAT), address;',
        'operators’ company details from public registers (VAT white list, KRS, CEIDG, REGON): name, address, status and the register’s answer identifier – when an operator is verified;',
        'the content of inquiries sent to storage operators;',
        'panel login data (email address, hashed password);',
        'technical data: IP address, browser type, cookie identifiers, pages visited.',
      ],
    },
    {
      id: 'podstawy',
      title: 'Purposes and legal bases',
      paragraphs: ['We process data for the following purposes under Article 6(1) GDPR:'],
      list: [
        'providing the service, including forwarding your inquiry to an operator – Art. 6(1)(b) (contract);',
        'handling demo and trial forms and sales contact – Art. 6(1)(b) and (f);',
        'sending the newsletter – Art. 6(1)(a) (consent);',
        'alerts about new storage units (saved searches) – Art. 6(1)(a) (consent confirmed by an e-mail link);',
        'an invitation to review your stay (7 days after moving in) and publishing your review with your first name and initial – Art. 6(1)(f) (legitimate interest: trustworthy reviews of facilities); the rules are on the “How we verify reviews” page;',
        'statistics and marketing using cookies – Art. 6(1)(a) (consent);',
        'accounting and tax obligations – Art. 6(1)(c) (legal obligation);',
        'verifying operators in public registers – Art. 6(1)(c), with Article 30 of the Digital Services Act (DSA);',
        'site security and establishing or defending claims – Art. 6(1)(f) (legitimate interest).',
      ],
    },
    {
      id: 'analityka',
      title: 'Analytics',
      paragraphs: [
        'With your consent we use Google Analytics 4 in Consent Mode. Until you consent, no analytics cookies are set and no events are sent. You can withdraw consent at any time on the cookie settings page.',
      ],
    },
    {
      id: 'cookies',
      title: 'Cookies',
      paragraphs: [
        'We use necessary cookies (sign-in session, language choice, consent record) and – only with your consent – analytics and marketing cookies. Details and settings are on the “Cookies” page.',
      ],
    },
    {
      id: 'odbiorcy',
      title: 'Recipients',
      paragraphs: ['Data may be shared with:'],
      list: [
        'storage operators – for the inquiries you send them;',
        'hosting and cloud infrastructure providers;',
        'email and text-message providers;',
        'the analytics provider (Google Ireland Ltd.) – after you consent;',
        'our accountants and legal advisers;',
        'public authorities – where the law requires it.',
      ],
    },
    {
      id: 'eog',
      title: 'Transfers outside the EEA',
      paragraphs: [
        'As a rule we process data within the European Economic Area. Where a provider (e.g. of analytics tools) transfers data outside the EEA, this relies on a European Commission adequacy decision (e.g. the EU-US Data Privacy Framework) or standard contractual clauses.',
      ],
    },
    {
      id: 'okres',
      title: 'Retention',
      paragraphs: [
        'We keep data no longer than necessary. Deletion after these periods runs automatically once a day:',
      ],
      list: [
        'inquiries to operators – 3 years from sending (limitation period for claims), then deleted entirely;',
        "reservations with their status history – 5 years from the end of the calendar year of the move-in date (the operator's accounting records), then deleted entirely;",
        'reviews – until they are deleted: with your data (“Erase my data”), at your request or by moderation; an invitation’s link expires after 60 days;',
        'accounting and billing data – 5 years from the end of the calendar year in which the tax obligation arose;',
        'account – until it is deleted; once you delete it on the “Your data” page we keep it no longer;',
        'sign-in sessions – until you sign out, at most 12 hours (30 days with “Remember me”); the networks you sign in from (protection against account takeover) – 90 days from the last sign-in; networks from which someone failed to sign into your account – at most a day from the last attempt;',
        'newsletter – until you unsubscribe (a link in every message); an unconfirmed sign-up is deleted when its confirmation link expires (48 hours);',
        'consent-based cookies – until consent is withdrawn; your choice is stored only in your browser;',
        'copies of e-mails we sent (your address included) – 90 days from sending; the erasure confirmation – the address is removed right after delivery and the whole message after 7 days at the latest;',
        'server technical logs – up to 7 days, without IP or e-mail addresses; rate-limit counters (with an IP or e-mail address) – up to a day;',
        'database backups – 30 days; data deleted from the site is gone from the backups after that at the latest;',
        'demo and trial forms – not deleted automatically; we delete them when you ask at the controller’s address;',
        'a trial account nobody activated (no password set and the address never confirmed) – 7 days from the request, then we delete the account and the company’s data;',
        'an operator’s verification results from public registers – while the operator’s company is on the site; deleted with it;',
        'alerts about new storage units – 90 days from saving or the last renewal; a week before the end we e-mail a renewal link, and without renewal we delete the alert together with the e-mail address. An unconfirmed alert is deleted after 48 hours. You can turn an alert off at any time with the link in every message.',
      ],
    },
    {
      id: 'prawa',
      title: 'Your rights',
      paragraphs: [
        'You have the right to access, rectify and erase your data, restrict processing, data portability, to object, and to withdraw consent at any time (without affecting the lawfulness of earlier processing). You may also lodge a complaint with the President of the Personal Data Protection Office (ul. Stawki 2, 00-193 Warsaw).',
        'Once signed in, the “Your data” page (account menu) lets you download your data yourself (“Download my data”: a JSON file with your account, reservations, reviews, inquiries, alerts, newsletter and consents) and erase it (“Erase my data”). Your account holds the reservations, inquiries and alerts sent from the e-mail address you confirmed with a link from our message.',
        "Erasure takes effect at once: we delete your account, reviews, alerts, newsletter subscription and sign-in sessions, cancel active reservations, and remove your name, e-mail, phone and messages from reservations and inquiries. The operator keeps only the facility, unit, price, dates and statuses (for its accounting, for the periods above) and sees “Deleted at the user's request” where your details were. We confirm by e-mail. Without an account, write to the controller's address.",
      ],
    },
    {
      id: 'formularze',
      title: 'Trial and demo forms',
      paragraphs: [
        'Data from the demo form (full name, email, phone, message, preferred time) is used to confirm the request by email, contact you and run the demo. Data from the trial form (company details, address, tax ID, email and phone) is used to open the trial account at once, email its activation link (you set the password yourself; we never send one) and contact you. If the email address or tax ID already has an account, we open none and tell that account’s owner instead. Providing data is voluntary but necessary to handle the request.',
      ],
    },
  ],
}
