import { COMPANY, type LegalDoc } from './types'

export const privacyPl: LegalDoc = {
  updated: '28.11.2026',
  sections: [
    {
      id: 'administrator',
      title: 'Administrator danych',
      paragraphs: [
        `Administratorem Twoich danych osobowych jest ${COMPANY.name} z siedzibą w Warszawie (${COMPANY.address}). W sprawach dotyczących danych osobowych napisz na ${COMPANY.privacyEmail} lub na adres siedziby.`,
      ],
    },
    {
      id: 'zakres',
      title: 'Zakres przetwarzanych danych',
      paragraphs: [
        'Przetwarzamy dane, które nam przekazujesz, oraz dane zbierane automatycznie podczas korzystania z serwisu:',
      ],
      list: [
        'dane kontaktowe: imię i nazwisko, adres e-mail, numer telefonu;',
        'dane firmy podane w formularzu testu: nazwa, NIP/VAT, adres;',
        'dane firm operatorów z rejestrów publicznych (biała lista VAT, KRS, CEIDG, REGON): nazwa, adres, status i identyfikator odpowiedzi rejestru – przy weryfikacji operatora;',
        'treść zapytań wysyłanych do operatorów magazynów;',
        'dane logowania do panelu (adres e-mail, zaszyfrowane hasło);',
        'dane techniczne: adres IP, typ przeglądarki, identyfikatory plików cookies, informacje o odwiedzonych stronach.',
      ],
    },
    {
      id: 'podstawy',
      title: 'Cele i podstawy prawne',
      paragraphs: ['Dane przetwarzamy w następujących celach i na podstawie art. 6 ust. 1 RODO:'],
      list: [
        'świadczenie usług serwisu, w tym przekazanie zapytania operatorowi – art. 6 ust. 1 lit. b RODO (umowa);',
        'obsługa formularzy prezentacji i testu oraz kontakt handlowy – art. 6 ust. 1 lit. b i f RODO;',
        'wysyłka newslettera – art. 6 ust. 1 lit. a RODO (zgoda);',
        'alerty o nowych boksach (zapisane wyszukiwania) – art. 6 ust. 1 lit. a RODO (zgoda potwierdzona linkiem z e-maila);',
        'zaproszenie do oceny pobytu (7 dni po wprowadzeniu) i publikacja opinii z imieniem i inicjałem nazwiska – art. 6 ust. 1 lit. f RODO (prawnie uzasadniony interes: wiarygodne opinie o obiektach); zasady na stronie „Jak weryfikujemy opinie”;',
        'statystyki i marketing z użyciem plików cookies – art. 6 ust. 1 lit. a RODO (zgoda);',
        'rozliczenia i obowiązki podatkowe – art. 6 ust. 1 lit. c RODO (obowiązek prawny);',
        'weryfikacja operatorów w rejestrach publicznych – art. 6 ust. 1 lit. c RODO w związku z art. 30 aktu o usługach cyfrowych (DSA);',
        'bezpieczeństwo serwisu oraz ustalenie i dochodzenie roszczeń – art. 6 ust. 1 lit. f RODO (prawnie uzasadniony interes).',
      ],
    },
    {
      id: 'analityka',
      title: 'Analityka',
      paragraphs: [
        'Za Twoją zgodą korzystamy z Google Analytics 4 w trybie zgody (Consent Mode). Do czasu wyrażenia zgody narzędzie nie zapisuje plików cookies analitycznych, a zdarzenia nie są wysyłane. Zgodę możesz w każdej chwili wycofać na stronie ustawień cookies.',
      ],
    },
    {
      id: 'cookies',
      title: 'Pliki cookies',
      paragraphs: [
        'Używamy plików cookies niezbędnych (sesja logowania, wybór języka, zapis zgód) oraz – wyłącznie za zgodą – analitycznych i marketingowych. Szczegóły i ustawienia znajdziesz na stronie „Pliki cookies”.',
      ],
    },
    {
      id: 'odbiorcy',
      title: 'Odbiorcy danych',
      paragraphs: ['Dane mogą otrzymać:'],
      list: [
        'operatorzy magazynów – w zakresie zapytań, które do nich kierujesz;',
        'dostawcy hostingu i infrastruktury chmurowej;',
        'dostawcy poczty e-mail i wysyłki SMS;',
        'dostawca narzędzi analitycznych (Google Ireland Ltd.) – po wyrażeniu zgody;',
        'biuro rachunkowe i doradcy prawni;',
        'organy publiczne – gdy wymaga tego prawo.',
      ],
    },
    {
      id: 'eog',
      title: 'Przekazywanie danych poza EOG',
      paragraphs: [
        'Co do zasady przetwarzamy dane w Europejskim Obszarze Gospodarczym. Jeżeli dostawca (np. narzędzi analitycznych) przekazuje dane poza EOG, odbywa się to na podstawie decyzji Komisji Europejskiej stwierdzającej odpowiedni stopień ochrony (np. EU-US Data Privacy Framework) lub standardowych klauzul umownych.',
      ],
    },
    {
      id: 'okres',
      title: 'Okres przechowywania',
      paragraphs: [
        'Dane przechowujemy nie dłużej, niż to konieczne. Usuwanie po upływie tych okresów działa automatycznie, raz na dobę:',
      ],
      list: [
        'zapytania do operatorów – 3 lata od wysłania (okres przedawnienia roszczeń), potem usuwamy je w całości;',
        'rezerwacje wraz z historią zmian statusu – 5 lat od końca roku kalendarzowego, w którym przypadała data wprowadzenia (dokumentacja rozliczeń operatora), potem usuwamy je w całości;',
        'opinie – do czasu ich usunięcia: razem z Twoimi danymi („Usuń moje dane”), na Twoją prośbę albo przez moderację; link z zaproszenia wygasa po 60 dniach;',
        'dane księgowe i rozliczeniowe – 5 lat od końca roku kalendarzowego, w którym powstał obowiązek podatkowy;',
        'konto – do czasu jego usunięcia; po usunięciu konta na stronie „Twoje dane” nie przechowujemy go dłużej;',
        'sesje logowania – do wylogowania, najdłużej 12 godzin (30 dni z opcją „Zapamiętaj mnie”); sieci, z których się logujesz (zabezpieczenie przed przejęciem konta) – 90 dni od ostatniego logowania; sieci, z których nieudanie próbowano zalogować się na Twoje konto – najdłużej dobę od ostatniej próby;',
        'newsletter – do wypisania się (link w każdej wiadomości); niepotwierdzony zapis usuwamy, gdy wygaśnie link potwierdzający (48 godzin);',
        'cookies oparte na zgodzie – do czasu wycofania zgody; wybór zapisujemy tylko w Twojej przeglądarce;',
        'kopie wysłanych e-maili (w tym Twój adres) – 90 dni od wysłania; potwierdzenie usunięcia danych – adres usuwamy zaraz po doręczeniu, a całą wiadomość najpóźniej po 7 dniach;',
        'dzienniki techniczne serwera – do 7 dni; nie zapisujemy w nich adresu IP ani e-mail; liczniki limitów zapytań (z adresem IP lub e-mail) – do doby;',
        'kopie zapasowe bazy danych – 30 dni; dane usunięte z serwisu znikają z kopii najpóźniej po tym czasie;',
        'formularze prezentacji i testu – nie usuwamy ich automatycznie; usuniemy je na Twoją prośbę wysłaną na adres administratora;',
        'konto testowe, którego nikt nie aktywował (nie ustawiono hasła ani nie potwierdzono adresu) – 7 dni od zgłoszenia, potem usuwamy konto i dane firmy;',
        'wyniki weryfikacji operatora w rejestrach publicznych – dopóki firma operatora jest w serwisie; usuwamy je razem z nią;',
        'alerty o nowych boksach – 90 dni od zapisania lub ostatniego odnowienia; tydzień przed końcem wysyłamy e-mail z linkiem do odnowienia, a bez odnowienia usuwamy alert wraz z adresem e-mail. Niepotwierdzony alert usuwamy po 48 godzinach. Alert wyłączysz w każdej chwili linkiem z każdej wiadomości.',
      ],
    },
    {
      id: 'prawa',
      title: 'Twoje prawa',
      paragraphs: [
        'Masz prawo dostępu do danych, ich sprostowania, usunięcia, ograniczenia przetwarzania, przenoszenia, wniesienia sprzeciwu oraz cofnięcia zgody w dowolnym momencie (bez wpływu na zgodność z prawem wcześniejszego przetwarzania). Przysługuje Ci także skarga do Prezesa Urzędu Ochrony Danych Osobowych (ul. Stawki 2, 00-193 Warszawa).',
        'Po zalogowaniu na stronie „Twoje dane” (menu konta) możesz sam pobrać swoje dane („Pobierz moje dane”: plik JSON z kontem, rezerwacjami, opiniami, zapytaniami, alertami, newsletterem i zgodami) oraz je usunąć („Usuń moje dane”). Do konta należą rezerwacje, zapytania i alerty wysłane z adresu e-mail, który potwierdziłeś linkiem z wiadomości.',
        'Usunięcie działa od razu: usuwamy konto, opinie, alerty, zapis do newslettera i sesje logowania, anulujemy trwające rezerwacje, a z rezerwacji i zapytań usuwamy imię i nazwisko, e-mail, telefon i treść wiadomości. Operator zachowuje tylko obiekt, boks, cenę, daty i statusy (na potrzeby rozliczeń, w okresach podanych wyżej) i widzi w miejscu Twoich danych „Usunięte na prośbę użytkownika”. Potwierdzenie wysyłamy e-mailem. Bez konta napisz na adres administratora.',
      ],
    },
    {
      id: 'formularze',
      title: 'Formularze testu i prezentacji',
      paragraphs: [
        'Dane z formularza prezentacji (imię i nazwisko, e-mail, telefon, wiadomość, preferowana godzina) wykorzystujemy, aby potwierdzić zgłoszenie e-mailem, skontaktować się z Tobą i przeprowadzić prezentację. Dane z formularza testu (dane firmy, adres, NIP/VAT, e-mail i telefon) służą do założenia konta testowego zaraz po wysłaniu formularza, przesłania e-mailem linku aktywacyjnego (hasło ustawiasz samodzielnie; nigdy go nie wysyłamy) i kontaktu z Tobą. Jeśli adres e-mail lub NIP ma już konto, nie zakładamy nowego, tylko powiadamiamy właściciela tamtego konta. Podanie danych jest dobrowolne, ale niezbędne do obsługi zgłoszenia.',
      ],
    },
  ],
}
