import { COMPANY, type LegalDoc } from './types'
import { brand, brandDomain } from '@kernel/brand'

export const termsPl: LegalDoc = {
  updated: '20.09.2025',
  sections: [
    {
      id: 'postanowienia',
      title: 'Postanowienia ogólne i strony',
      paragraphs: [
        `Regulamin określa zasady korzystania z serwisu ${brandDomain} prowadzonego przez ${COMPANY.name} (${COMPANY.address}, ${brand.email}) – „Usługodawcę”. Użytkownikiem jest każda osoba korzystająca z serwisu, a Operatorem – przedsiębiorca prowadzący obiekt self storage prezentowany w serwisie.`,
      ],
    },
    {
      id: 'definicje',
      title: 'Definicje',
      paragraphs: [],
      list: [
        `Serwis – platforma internetowa ${brandDomain} umożliwiająca wyszukiwanie i porównywanie magazynów self storage;`,
        'Obiekt – magazyn self storage Operatora prezentowany w Serwisie;',
        'Zapytanie – wiadomość Użytkownika skierowana do Operatora przez formularz w Serwisie;',
        'Oprogramowanie – system do zarządzania self storage udostępniany Operatorom na podstawie odrębnej umowy.',
      ],
    },
    {
      id: 'wyszukiwanie',
      title: 'Bezpłatne wyszukiwanie',
      paragraphs: [
        'Wyszukiwanie, porównywanie obiektów i wysyłanie zapytań jest dla Użytkowników bezpłatne (0 PLN) i nie wymaga zakładania konta. Do korzystania z Serwisu wystarczy aktualna przeglądarka internetowa.',
      ],
    },
    {
      id: 'zapytania',
      title: 'Zapytania do Operatorów',
      paragraphs: [
        'Zapytanie wysłane przez formularz trafia bezpośrednio do Operatora wybranego obiektu. Usługodawca nie jest stroną korespondencji ani nie gwarantuje odpowiedzi, dostępności boksu ani ceny.',
      ],
    },
    {
      id: 'umowy',
      title: 'Umowy najmu',
      paragraphs: [
        'Umowę najmu boksu Użytkownik zawiera wyłącznie z Operatorem. Operator odpowiada za treść oferty, ceny, dostępność, warunki najmu, wykonanie umowy oraz rozpatrywanie reklamacji dotyczących obiektu.',
      ],
    },
    {
      id: 'ranking',
      title: 'Kolejność wyników i wyróżnienia',
      paragraphs: [
        'Zgodnie z przepisami wdrażającymi dyrektywę Omnibus informujemy, że domyślna kolejność wyników zależy od zgodności z zapytaniem, odległości od wskazanej lokalizacji i kompletności danych obiektu. Wybrane obiekty są wyświetlane na początku listy jako „Polecane” – są to miejsca promowane na podstawie współpracy handlowej z Operatorem i zawsze są wyraźnie oznaczone. Opinie prezentowane w Serwisie pochodzą od Operatorów lub ich klientów; Usługodawca nie weryfikuje, czy każda opinia pochodzi od osoby, która korzystała z obiektu, chyba że wskazano inaczej.',
      ],
    },
    {
      id: 'reklamacje',
      title: 'Reklamacje',
      paragraphs: [
        `Reklamacje dotyczące działania Serwisu można składać na adres ${brand.email}. Rozpatrujemy je w terminie 14 dni. Reklamacje dotyczące najmu kieruj do Operatora. Konsument może skorzystać z pozasądowych sposobów rozpatrywania sporów, np. mediacji prowadzonej przez wojewódzkiego inspektora Inspekcji Handlowej.`,
      ],
    },
    {
      id: 'dane',
      title: 'Dane osobowe',
      paragraphs: [
        'Zasady przetwarzania danych osobowych i plików cookies opisuje Polityka prywatności. Dane z zapytania przekazujemy wyłącznie Operatorowi, do którego kierujesz zapytanie.',
      ],
    },
    {
      id: 'koncowe',
      title: 'Postanowienia końcowe',
      paragraphs: [
        'Usługodawca może zmienić Regulamin z ważnych przyczyn (zmiana prawa, zmiana funkcji Serwisu), informując o tym z 14-dniowym wyprzedzeniem. W sprawach nieuregulowanych stosuje się prawo polskie. Regulamin obowiązuje od 20.09.2025.',
      ],
    },
  ],
}
