import { COMPANY, type LegalDoc } from './types'
import { brand, brandDomain } from '@kernel/brand'

export const termsEn: LegalDoc = {
  updated: '20.09.2025',
  sections: [
    {
      id: 'postanowienia',
      title: 'General provisions and parties',
      paragraphs: [
        `These terms govern the use of ${brandDomain}, run by ${COMPANY.name} (${COMPANY.address}, ${brand.email}) – the “Provider”. A User is anyone using the site; an Operator is a business running a self-storage facility listed on the site.`,
      ],
    },
    {
      id: 'definicje',
      title: 'Definitions',
      paragraphs: [],
      list: [
        `Site – the ${brandDomain} platform for searching and comparing self-storage facilities;`,
        'Facility – an Operator’s self-storage facility listed on the Site;',
        'Inquiry – a User’s message sent to an Operator through a form on the Site;',
        'Software – the self-storage management system offered to Operators under a separate agreement.',
      ],
    },
    {
      id: 'wyszukiwanie',
      title: 'Free search',
      paragraphs: [
        'Searching, comparing facilities and sending inquiries is free for Users (0 PLN) and needs no account. A current web browser is all you need.',
      ],
    },
    {
      id: 'zapytania',
      title: 'Inquiries to Operators',
      paragraphs: [
        'An inquiry sent through the form goes directly to the Operator of the chosen facility. The Provider is not a party to that correspondence and does not guarantee a reply, unit availability or price.',
      ],
    },
    {
      id: 'umowy',
      title: 'Rental contracts',
      paragraphs: [
        'Users conclude unit rental contracts only with the Operator. The Operator is responsible for its offer, prices, availability, rental terms, performance of the contract and handling complaints about the facility.',
      ],
    },
    {
      id: 'ranking',
      title: 'Ranking and promoted placement',
      paragraphs: [
        'Under the rules implementing the Omnibus Directive: the default order of results depends on relevance to the query, distance from the chosen location and completeness of facility data. Selected facilities are shown first as “Recommended” – these are promoted placements based on a commercial arrangement with the Operator and are always clearly labelled. Reviews shown on the Site come from Operators or their customers; unless stated otherwise the Provider does not verify that every review comes from someone who used the facility.',
      ],
    },
    {
      id: 'reklamacje',
      title: 'Complaints',
      paragraphs: [
        `Complaints about the Site can be sent to ${brand.email}; we handle them within 14 days. Complaints about a rental go to the Operator. Consumers may use out-of-court dispute resolution, e.g. mediation by the regional Trade Inspection.`,
      ],
    },
    {
      id: 'dane',
      title: 'Personal data',
      paragraphs: [
        'How we process personal data and cookies is described in the Privacy policy. Inquiry data is shared only with the Operator you write to.',
      ],
    },
    {
      id: 'koncowe',
      title: 'Final provisions',
      paragraphs: [
        'The Provider may change these terms for important reasons (changes in law or in Site features) with 14 days’ notice. Polish law applies to matters not covered here. These terms apply from 20.09.2025.',
      ],
    },
  ],
}
