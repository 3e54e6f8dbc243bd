import type { ArticleBody } from './types'

const webhookSample = `{
  "event": "contract.signed",
  "id": "evt_01JQ8Z6V4M2K",
  "createdAt": "2026-03-02T09:14:27+01:00",
  "data": {
    "contractId": "UM/2026/03/0142",
    "facility": "warszawa-wola",
    "unit": { "number": "B-214", "sizeM2": 4.5 },
    "tenant": { "type": "consumer", "email": "anna.nowak@example.com" },
    "pricing": {
      "currency": "PLN",
      "monthlyNet": 380.0,
      "vatRate": 23,
      "promotion": { "discountPercent": 30, "months": 3 },
      "deposit": 380.0
    },
    "startDate": "2026-03-05",
    "notice": { "months": 1, "type": "calendar" },
    "signature": { "method": "sms-otp", "signedAt": "2026-03-02T09:14:21+01:00" },
    "payment": { "method": "card", "recurring": true }
  }
}`

export const body: ArticleBody = {
  content: {
    pl: [
      {
        type: 'p',
        text: 'Jeszcze kilka lat temu wynajem boksu magazynowego w Polsce wyglądał podobnie jak wynajem garażu: telefon, wizyta w biurze, papierowa umowa w dwóch egzemplarzach, klucz na kółku i przelew, o którym trzeba było pamiętać co miesiąc. W latach 2025–2026 ten model szybko odchodzi do przeszłości. Klienci, którzy w kilka minut zamawiają jedzenie, bilety i kuriera, oczekują tego samego od magazynu na swoje rzeczy. Z kolei operatorzy, którzy rosną z jednego obiektu do kilku, przekonują się, że bez automatyzacji nie da się utrzymać ani marży, ani jakości obsługi.',
      },
      {
        type: 'p',
        text: 'W tym przeglądzie zebrałam trendy, które obserwuję u operatorów w Polsce i w Europie: od rezerwacji online i e-umów, przez automatyczne fakturowanie, płatności cykliczne i windykację, po inteligentne zamki, dynamiczne ceny, czujniki IoT i czatboty AI. Przy każdym z nich piszę nie tylko o tym, co się zmienia, ale też o tym, na co uważać przy wdrożeniu.',
      },
      { type: 'h2', id: 'rynek-dojrzewa', text: 'Polski rynek dojrzewa, a klient oczekuje wygody' },
      {
        type: 'p',
        text: 'Self storage w Polsce wciąż jest młodą branżą w porównaniu z Wielką Brytanią czy Holandią, ale rozwija się w przewidywalnym rytmie. Nowe obiekty powstają nie tylko w Warszawie, Krakowie, Wrocławiu i Trójmieście, lecz także w miastach średniej wielkości, często jako place kontenerowe lub przebudowane hale. Rośnie też świadomość klientów: coraz mniej osób trzeba przekonywać, że boks to wygodniejsza alternatywa dla piwnicy, garażu rodziców czy pokoju zastawionego kartonami.',
      },
      {
        type: 'p',
        text: 'Podstawowe parametry oferty są na rynku dość ustandaryzowane. Ceny podaje się zazwyczaj netto w złotych za miesiąc, kaucja wynosi najczęściej równowartość jednego miesięcznego czynszu, a okres wypowiedzenia to zwykle jeden miesiąc kalendarzowy. Promocje na start to najczęściej około 30% rabatu przez pierwsze 3–6 miesięcy. Typowe wielkości boksów układają się w cztery grupy:',
      },
      {
        type: 'ul',
        items: [
          '1–2 m² – skrytki na kartony, sprzęt sezonowy, narty, rowery i dokumenty; popularne wśród mieszkańców małych mieszkań w centrach miast.',
          '3–5 m² – zawartość kawalerki lub jednego pokoju, rzeczy na czas remontu, zapasy małego sklepu internetowego.',
          '6–10 m² – meble i wyposażenie mieszkania dwu- lub trzypokojowego, często na czas przeprowadzki albo sprzedaży nieruchomości.',
          '10–20 m² – przeprowadzka całego domu, magazyn dla firm usługowych, ekip remontowych i sklepów e-commerce.',
        ],
      },
      {
        type: 'p',
        text: 'Skoro oferty są do siebie podobne, o wyborze obiektu coraz częściej decyduje nie sama cena, lecz doświadczenie klienta: jak szybko można zarezerwować boks, czy da się podpisać umowę bez przyjazdu, jak działa dostęp i czy płatności „dzieją się same”. Właśnie wokół tych pytań koncentrują się najważniejsze trendy.',
      },
      { type: 'h2', id: 'rezerwacja-online-i-e-umowa', text: 'Rezerwacja online i umowa bez wizyty w biurze' },
      { type: 'h3', text: 'Rezerwacja w kilka minut' },
      {
        type: 'p',
        text: 'Formularz kontaktowy z obietnicą, że „oddzwonimy”, przestaje wystarczać. Klient chce zobaczyć aktualną dostępność konkretnych rozmiarów, cenę netto i brutto, wysokość kaucji oraz warunki promocji, a potem od razu zarezerwować boks i opłacić pierwszy okres. W rozmowach z operatorami powtarza się ta sama obserwacja: obiekty pokazujące dostępność w czasie rzeczywistym i pozwalające domknąć transakcję online lepiej zamieniają ruch na stronie w umowy niż te, które kończą ścieżkę na formularzu zapytania. Liczy się też wygoda na telefonie. Większość osób szuka magazynu w pośpiechu, często w środku przeprowadzki, więc cały proces musi działać sprawnie na małym ekranie.',
      },
      { type: 'h3', text: 'E-umowa i podpis elektroniczny' },
      {
        type: 'p',
        text: 'Drugim krokiem jest umowa zawierana w pełni zdalnie. Typowa umowa najmu boksu na czas nieokreślony nie wymaga formy pisemnej, dlatego w praktyce wystarcza forma dokumentowa, na przykład akceptacja umowy i regulaminu potwierdzona kodem SMS. Przy umowach z firmami lub dłuższych kontraktach operatorzy sięgają po kwalifikowany podpis elektroniczny, który na gruncie rozporządzenia eIDAS jest równoważny podpisowi własnoręcznemu. Trzeba pamiętać, że konsument zawierający umowę na odległość ma co do zasady 14 dni na odstąpienie od niej, więc proces powinien jasno informować o tym prawie i o rozliczeniu za okres, w którym boks był już używany. Szczegóły warto skonsultować z prawnikiem, ale kierunek jest jednoznaczny: papier staje się wyjątkiem, a nie regułą.',
      },
      {
        type: 'img',
        src: '/images/blog/self-storage-trends-2026-figure-1.svg',
        alt: 'Schemat cyfrowej ścieżki klienta: rezerwacja online, e-umowa, płatność cykliczna i otwarcie boksu inteligentnym zamkiem',
        width: 1200,
        height: 675,
        caption:
          'Cyfrowa ścieżka najemcy – od rezerwacji do pierwszego otwarcia boksu – może zamknąć się w kilkanaście minut.',
      },
      {
        type: 'h2',
        id: 'finanse-na-autopilocie',
        text: 'Finanse na autopilocie: faktury, płatności cykliczne i windykacja',
      },
      {
        type: 'p',
        text: 'Automatyczne fakturowanie to dziś standard, ale w 2026 roku nabiera nowego znaczenia. Obowiązkowy Krajowy System e-Faktur (KSeF) wchodzi w życie etapami: od lutego 2026 roku dla największych podatników, a od kwietnia dla pozostałych firm. Dla operatora, który co miesiąc wystawia setki faktur za najem, ręczne przepisywanie danych byłoby nieporozumieniem. System zarządzania obiektem powinien sam generować faktury cykliczne, korekty i faktury za niepełne okresy, przesyłać je do KSeF i dostarczać klientowi w czytelnej formie.',
      },
      {
        type: 'p',
        text: 'Równolegle rośnie znaczenie płatności cyklicznych. Zamiast liczyć na to, że najemca sam będzie pamiętał o przelewie, operatorzy proponują zapisanie karty, cykliczny BLIK lub polecenie zapłaty, a klientom przywiązanym do tradycyjnych przelewów – indywidualne numery rachunków, dzięki którym wpłaty księgują się automatycznie. Każda z tych metod ogranicza zaległości, zanim w ogóle powstaną.',
      },
      {
        type: 'p',
        text: 'Tam, gdzie zaległość jednak się pojawi, wkracza automatyczna windykacja, czyli zaplanowana sekwencja przypomnień i działań. Przykładowy harmonogram, z którym spotykam się u operatorów, wygląda tak:',
      },
      {
        type: 'ol',
        items: [
          'Trzy dni przed terminem – uprzejme przypomnienie e-mailem z linkiem do płatności.',
          'W dniu terminu – SMS z kwotą i linkiem do szybkiej płatności.',
          'Siódmego dnia po terminie – kolejne przypomnienie i informacja o opłacie za opóźnienie, jeśli przewiduje ją umowa.',
          'Czternastego dnia – czasowa blokada dostępu do obiektu do chwili zaksięgowania wpłaty.',
          'Trzydziestego dnia – formalne wezwanie do zapłaty i dalsze kroki zgodne z umową oraz przepisami.',
        ],
      },
      {
        type: 'quote',
        text: 'Najtańsza złotówka w windykacji to ta, której w ogóle nie trzeba odzyskiwać. Dlatego dobre systemy zaczynają od wygodnej płatności, a dopiero potem od przypomnień.',
        cite: 'Magdalena Wiśniewska',
      },
      { type: 'h2', id: 'dostep-bez-kluczy', text: 'Dostęp bez kluczy: inteligentne zamki i IoT' },
      {
        type: 'p',
        text: 'Kłódka i klucz na kółku ustępują miejsca inteligentnym zamkom otwieranym z aplikacji przez Bluetooth, kodem PIN lub kartą. Dla klienta oznacza to dostęp 24/7 bez umawiania się z obsługą, a dla operatora – pełny dziennik wejść, możliwość udostępnienia boksu zaufanej osobie na określony czas i natychmiastowe odebranie uprawnień po zakończeniu umowy. Integracja zamków z płatnościami pozwala też zautomatyzować blokadę dostępu przy zaległościach i jej zdjęcie w chwili zaksięgowania wpłaty, bez wysyłania pracownika na obiekt.',
      },
      {
        type: 'p',
        text: 'Kolejną warstwą są czujniki IoT: temperatury i wilgotności w boksach klimatyzowanych, otwarcia drzwi, zalania czy dymu. Pojedynczy czujnik niewiele zmienia, ale podłączony do systemu zarządzania staje się źródłem alertów i danych. Operator dowiaduje się o problemie, zanim zgłosi go klient, a w razie sporu ma obiektywne informacje o warunkach przechowywania. W obiektach bezobsługowych to właśnie IoT i monitoring zastępują codzienny obchód.',
      },
      { type: 'h2', id: 'dynamiczne-ceny-i-raporty', text: 'Dynamiczne ceny i raporty, które coś mówią' },
      {
        type: 'p',
        text: 'Sztywny cennik aktualizowany raz w roku to zostawianie pieniędzy na stole. Dynamiczne ceny polegają na regularnym dostosowywaniu stawek do obłożenia danego rozmiaru, sezonowości i działań konkurencji. Jeśli boksy 3–5 m² są zajęte w 95%, a część boksów 10–20 m² stoi pusta, nie ma sensu stosować wobec obu grup tej samej polityki rabatowej. Na początek wystarczy kilka prostych reguł: wyższa stawka dla nowych klientów przy dużym obłożeniu, promocja przy niskim i ograniczenia chroniące przed zbyt gwałtownymi zmianami. Osobną kwestią są podwyżki dla obecnych najemców – tu przejrzystość i zapowiedź z wyprzedzeniem zgodnym z umową są ważniejsze niż jakikolwiek algorytm.',
      },
      {
        type: 'p',
        text: 'Żeby ceny mogły być dynamiczne, potrzebne są dane. Raport przestaje być tabelką eksportowaną raz w miesiącu do arkusza, a staje się pulpitem, na który zagląda się codziennie. Najważniejsze wskaźniki to:',
      },
      {
        type: 'ul',
        items: [
          'obłożenie powierzchniowe i ekonomiczne, czyli ile metrów jest wynajętych i ile faktycznie przynoszą w porównaniu z cennikiem,',
          'średni przychód z metra kwadratowego w podziale na rozmiary boksów,',
          'średni czas najmu i odsetek wypowiedzeń w danym miesiącu,',
          'udział zaległości w należnościach oraz średni czas ich spłaty,',
          'konwersja rezerwacji online na podpisane umowy.',
        ],
      },
      {
        type: 'h2',
        id: 'ai-sieci-obiektow-i-aplikacja-najemcy',
        text: 'Czatboty AI, sieci obiektów i aplikacja najemcy',
      },
      { type: 'h3', text: 'Czatboty AI' },
      {
        type: 'p',
        text: 'Najczęstsze pytania klientów są powtarzalne: jaki rozmiar wybrać na zawartość dwupokojowego mieszkania, czy można przechowywać opony, jak działa dostęp w nocy. Czatbot oparty na dużym modelu językowym, zasilony regulaminem i aktualną dostępnością, odpowiada na nie o każdej porze i potrafi doprowadzić rozmowę do rezerwacji. Warunkiem jest dobre osadzenie w danych operatora i sprawne przekazanie rozmowy człowiekowi, gdy sprawa jest nietypowa. Trzeba też pamiętać o RODO oraz o obowiązkach przejrzystości wynikających z unijnego aktu o sztucznej inteligencji: klient powinien wiedzieć, że rozmawia z systemem AI.',
      },
      { type: 'h3', text: 'Zarządzanie wieloma lokalizacjami' },
      {
        type: 'p',
        text: 'Operatorzy, którzy otwierają drugi i trzeci obiekt, szybko odkrywają, że osobne arkusze, osobne skrzynki e-mail i osobne systemy zamków się nie skalują. Trendem lat 2025–2026 jest jeden system dla całej sieci: wspólna baza klientów, cenniki zarządzane centralnie z możliwością lokalnych wyjątków, zbiorcze raporty i uprawnienia dla pracowników przypisanych do konkretnych lokalizacji.',
      },
      { type: 'h3', text: 'Aplikacja dla najemcy' },
      {
        type: 'p',
        text: 'Ostatnim elementem układanki jest aplikacja lub portal klienta. Najemca chce w jednym miejscu otworzyć bramę i boks, pobrać fakturę, zmienić metodę płatności, przenieść się do większego boksu i złożyć wypowiedzenie. Każda z tych czynności wykonana samodzielnie to jeden telefon mniej do biura i jeden powód do frustracji mniej.',
      },
      { type: 'h2', id: 'integracje', text: 'Jak to wygląda od strony integracji' },
      {
        type: 'p',
        text: 'Wszystkie opisane elementy łączy jedno: zdarzenia. Podpisanie umowy, zaksięgowanie płatności czy powstanie zaległości powinny automatycznie uruchamiać kolejne kroki, takie jak wystawienie faktury, nadanie dostępu w zamku lub wysłanie powiadomienia. W nowoczesnych systemach odbywa się to przez webhooki, które pozwalają też podłączyć własne narzędzia, na przykład program księgowy czy CRM. Przykładowy komunikat o podpisaniu umowy może wyglądać tak:',
      },
      { type: 'code', language: 'json', code: webhookSample },
      {
        type: 'p',
        text: 'Na podstawie takiego komunikatu program księgowy wystawi fakturę, system kontroli dostępu nada uprawnienia od dnia rozpoczęcia najmu, a narzędzie marketingowe przestanie wyświetlać klientowi reklamy zachęcające do rezerwacji. Wszystko bez jednej minuty ręcznej pracy.',
      },
      { type: 'h2', id: 'wnioski-dla-operatora', text: 'Co z tego wynika dla operatora' },
      {
        type: 'p',
        text: 'Nie trzeba wdrażać wszystkiego naraz. Z mojego doświadczenia najlepiej sprawdza się kolejność, w której każdy krok szybko się zwraca i przygotowuje grunt pod następny:',
      },
      {
        type: 'ol',
        items: [
          'rezerwacja online z aktualną dostępnością i e-umową,',
          'automatyczne faktury i płatności cykliczne,',
          'harmonogram windykacji połączony z kontrolą dostępu,',
          'raporty i proste reguły dynamicznych cen,',
          'aplikacja najemcy, czujniki IoT i czatbot jako warstwa budująca przewagę.',
        ],
      },
      {
        type: 'p',
        text: 'Rynek self storage w Polsce nadal rośnie, ale rośnie też konkurencja. W latach 2025–2026 przewagę zyskają ci operatorzy, którzy potraktują technologię nie jako dodatek, lecz jako sposób prowadzenia biznesu: mniej pracy administracyjnej, mniej zaległości, lepiej wycenione metry i zadowoleni klienci, którzy polecają obiekt znajomym.',
      },
    ],
    en: [
      {
        type: 'p',
        text: 'Only a few years ago, renting a storage unit in Poland felt much like renting a garage: a phone call, a visit to the office, a paper contract in two copies, a key on a ring and a bank transfer you had to remember every month. In 2025–2026 that model is fading fast. Customers who order food, tickets and couriers in a couple of minutes expect the same from the place that keeps their belongings. Meanwhile, operators growing from one site to several are discovering that without automation they can protect neither their margins nor their service quality.',
      },
      {
        type: 'p',
        text: 'In this overview I have gathered the trends I see among operators in Poland and across Europe: online booking and e-contracts, automatic invoicing, recurring payments and dunning, smart locks, dynamic pricing, IoT sensors and AI chatbots. For each one I cover not only what is changing but also what to watch out for when you roll it out.',
      },
      { type: 'h2', id: 'a-maturing-market', text: 'A maturing market with customers who expect convenience' },
      {
        type: 'p',
        text: 'Self storage in Poland is still a young industry compared with the United Kingdom or the Netherlands, but it is growing at a steady pace. New facilities are opening not only in Warsaw, Kraków, Wrocław and the Tricity, but also in mid-sized towns, often as container yards or converted warehouses. Customer awareness is rising too: fewer and fewer people need convincing that a unit beats a cellar, a parent’s garage or a spare room stacked with boxes.',
      },
      {
        type: 'p',
        text: 'The basic terms of the offer are fairly standardised. Prices are usually quoted net, in Polish złoty per month; the deposit is typically equal to one month’s rent; and the notice period is usually one calendar month. Move-in promotions most often take around 30% off for the first three to six months. Typical unit sizes fall into four groups:',
      },
      {
        type: 'ul',
        items: [
          '1–2 m² – lockers for boxes, seasonal gear, skis, bikes and documents; popular with people living in small city-centre flats.',
          '3–5 m² – the contents of a studio or a single room, belongings during a renovation, stock for a small online shop.',
          '6–10 m² – furniture and household goods from a two- or three-room flat, often during a move or a property sale.',
          '10–20 m² – a whole-house move, or storage for service businesses, renovation crews and e-commerce sellers.',
        ],
      },
      {
        type: 'p',
        text: 'With offers looking so similar, customers increasingly choose a facility on experience rather than on price alone: how quickly they can book a unit, whether they can sign without travelling to the site, how access works and whether payments simply take care of themselves. That is where the most important trends are concentrated.',
      },
      {
        type: 'h2',
        id: 'online-booking-and-e-contracts',
        text: 'Online booking and contracts without an office visit',
      },
      { type: 'h3', text: 'Booking in minutes' },
      {
        type: 'p',
        text: 'A contact form promising that “we’ll call you back” is no longer enough. Customers want to see live availability for specific sizes, the net and gross price, the deposit and the promotion terms, and then book a unit and pay for the first period straight away. Operators keep telling me the same thing: sites that show real-time availability and let visitors complete the purchase online turn far more website traffic into contracts than those whose journey ends at an enquiry form. Mobile matters as well. Most people look for storage in a hurry, often in the middle of a move, so the whole process has to work smoothly on a small screen.',
      },
      { type: 'h3', text: 'E-contracts and electronic signatures' },
      {
        type: 'p',
        text: 'The next step is a contract concluded entirely online. A typical open-ended unit rental agreement does not require written form under Polish law, so in practice documentary form is enough – for example, accepting the contract and terms and confirming with an SMS code. For business customers or longer commitments, operators turn to a qualified electronic signature, which under the EU eIDAS regulation carries the same weight as a handwritten one. Remember that a consumer who signs a distance contract generally has 14 days to withdraw, so the process should explain that right clearly, along with how the period in which the unit was already used will be charged. It is worth having a lawyer review the details, but the direction is clear: paper is becoming the exception rather than the rule.',
      },
      {
        type: 'img',
        src: '/images/blog/self-storage-trends-2026-figure-1.svg',
        alt: 'Diagram of the digital customer journey: online booking, e-contract, recurring payment and opening the unit with a smart lock',
        width: 1200,
        height: 675,
        caption:
          'The digital tenant journey – from booking to opening the unit for the first time – can take well under half an hour.',
      },
      {
        type: 'h2',
        id: 'finance-on-autopilot',
        text: 'Finance on autopilot: invoicing, recurring payments and dunning',
      },
      {
        type: 'p',
        text: 'Automatic invoicing is already standard, but in 2026 it takes on new weight. Poland’s mandatory National e-Invoicing System (KSeF) is being phased in: from February 2026 for the largest taxpayers and from April for everyone else. For an operator issuing hundreds of rent invoices every month, re-keying data by hand would make no sense. The facility management system should generate recurring invoices, credit notes and pro-rated invoices for partial periods on its own, submit them to KSeF and deliver them to customers in a readable format.',
      },
      {
        type: 'p',
        text: 'At the same time, recurring payments are becoming more important. Rather than hoping tenants will remember their transfers, operators offer stored cards, recurring BLIK payments or direct debit, and for customers who prefer traditional bank transfers, individual virtual account numbers so that incoming payments are matched automatically. Each of these methods cuts arrears before they even arise.',
      },
      {
        type: 'p',
        text: 'When a balance does go overdue, automated dunning takes over: a planned sequence of reminders and actions. A typical schedule I come across looks like this:',
      },
      {
        type: 'ol',
        items: [
          'Three days before the due date – a friendly email reminder with a payment link.',
          'On the due date – a text message with the amount and a quick-pay link.',
          'Seven days overdue – another reminder plus notice of a late fee, if the contract provides for one.',
          'Fourteen days overdue – a temporary suspension of site access until the payment is posted.',
          'Thirty days overdue – a formal demand for payment and further steps in line with the contract and the law.',
        ],
      },
      {
        type: 'quote',
        text: 'The cheapest złoty in collections is the one you never have to chase. That is why good systems start with convenient payment and only then move on to reminders.',
        cite: 'Magdalena Wiśniewska',
      },
      { type: 'h2', id: 'keyless-access', text: 'Keyless access: smart locks and IoT' },
      {
        type: 'p',
        text: 'Padlocks and keys on rings are giving way to smart locks opened from an app via Bluetooth, with a PIN code or with a card. For customers this means 24/7 access without booking an appointment; for operators it means a full access log, the ability to share a unit with a trusted person for a set time and instant revocation when a contract ends. Connecting locks to payments also lets you automate access suspension for arrears, and lift it the moment a payment is posted, without sending anyone to the site.',
      },
      {
        type: 'p',
        text: 'The next layer is IoT sensors: temperature and humidity in climate-controlled units, door contacts, leak and smoke detectors. A single sensor changes little, but once it is connected to the management system it becomes a source of alerts and data. The operator learns about a problem before the customer reports it and, if there is ever a dispute, has objective records of storage conditions. At unstaffed facilities, IoT and video monitoring effectively replace the daily walk-round.',
      },
      {
        type: 'h2',
        id: 'dynamic-pricing-and-reports',
        text: 'Dynamic pricing and reports that actually tell you something',
      },
      {
        type: 'p',
        text: 'A fixed price list updated once a year leaves money on the table. Dynamic pricing means regularly adjusting rates to the occupancy of each unit size, to seasonality and to what competitors are doing. If your 3–5 m² units are 95% occupied while some of your 10–20 m² units stand empty, there is no point applying the same discount policy to both. A few simple rules are enough to start: a higher rate for new customers when occupancy is high, a promotion when it is low, and guardrails that prevent abrupt swings. Rent increases for existing tenants are a separate matter – there, transparency and advance notice in line with the contract matter more than any algorithm.',
      },
      {
        type: 'p',
        text: 'Dynamic prices need data. Reporting stops being a table exported to a spreadsheet once a month and becomes a dashboard you check every day. The key metrics are:',
      },
      {
        type: 'ul',
        items: [
          'physical and economic occupancy – how many square metres are let and how much they actually earn compared with list prices,',
          'average revenue per square metre, broken down by unit size,',
          'average length of stay and the share of tenants giving notice each month,',
          'arrears as a share of receivables and the average time to settle them,',
          'conversion from online bookings to signed contracts.',
        ],
      },
      { type: 'h2', id: 'ai-multi-site-and-tenant-app', text: 'AI chatbots, multi-site networks and the tenant app' },
      { type: 'h3', text: 'AI chatbots' },
      {
        type: 'p',
        text: 'Most customer questions are repetitive: which size fits the contents of a two-room flat, can I store tyres, how does night-time access work. A chatbot built on a large language model and fed with the facility rules and live availability can answer them at any hour and guide the conversation towards a booking. The prerequisites are solid grounding in the operator’s own data and a smooth hand-off to a human when a case is unusual. GDPR applies, as do the transparency obligations of the EU AI Act: customers should know they are talking to an AI system.',
      },
      { type: 'h3', text: 'Managing multiple sites' },
      {
        type: 'p',
        text: 'Operators opening a second and third facility soon find that separate spreadsheets, separate inboxes and separate lock systems do not scale. The 2025–2026 trend is one system for the whole network: a shared customer base, centrally managed price lists with room for local exceptions, consolidated reports and permissions for staff assigned to particular sites.',
      },
      { type: 'h3', text: 'The tenant app' },
      {
        type: 'p',
        text: 'The final piece of the puzzle is a customer app or portal. Tenants want one place to open the gate and their unit, download an invoice, change the payment method, move to a bigger unit and give notice. Every one of those tasks handled on a self-service basis means one less call to the office and one less reason for frustration.',
      },
      { type: 'h2', id: 'integrations', text: 'What it looks like under the hood' },
      {
        type: 'p',
        text: 'All of these elements are tied together by events. Signing a contract, posting a payment or a balance going overdue should automatically trigger the next steps, such as issuing an invoice, granting lock access or sending a notification. Modern systems do this through webhooks, which also let you plug in your own tools, such as accounting software or a CRM. A sample “contract signed” message might look like this:',
      },
      { type: 'code', language: 'json', code: webhookSample },
      {
        type: 'p',
        text: 'From a message like this, the accounting software issues the invoice, the access control system grants permissions from the start date of the rental, and the marketing tool stops showing the customer ads urging them to book. Not a single minute of manual work is needed.',
      },
      { type: 'h2', id: 'what-it-means-for-operators', text: 'What this means for operators' },
      {
        type: 'p',
        text: 'You do not have to roll everything out at once. In my experience, the best order is one in which each step pays for itself quickly and lays the groundwork for the next:',
      },
      {
        type: 'ol',
        items: [
          'online booking with live availability and an e-contract,',
          'automatic invoicing and recurring payments,',
          'a dunning schedule connected to access control,',
          'reports and simple dynamic pricing rules,',
          'a tenant app, IoT sensors and a chatbot as the layer that builds a competitive edge.',
        ],
      },
      {
        type: 'p',
        text: 'The Polish self-storage market is still growing, but so is the competition. In 2025–2026 the operators who pull ahead will be those who treat technology not as an add-on but as the way they run the business: less admin work, fewer arrears, better-priced square metres and satisfied customers who recommend the facility to their friends.',
      },
    ],
  },
  faq: {
    pl: [
      {
        question: 'Czy umowę najmu boksu można zawrzeć w pełni online?',
        answer:
          'Tak. Typowa umowa najmu boksu na czas nieokreślony może zostać zawarta w formie dokumentowej, na przykład przez akceptację warunków i potwierdzenie kodem SMS. Przy umowach z firmami lub na dłuższy czas warto rozważyć kwalifikowany podpis elektroniczny.',
      },
      {
        question: 'Jakie są typowe warunki najmu boksu w Polsce?',
        answer:
          'Ceny podaje się zwykle netto w złotych za miesiąc i zależą one od miasta oraz rozmiaru boksu. Standardem jest kaucja w wysokości jednego miesięcznego czynszu i okres wypowiedzenia wynoszący jeden miesiąc kalendarzowy, a promocje na start to często około 30% rabatu przez 3–6 miesięcy.',
      },
      {
        question: 'Czy dynamiczne ceny oznaczają ciągłe podwyżki dla obecnych klientów?',
        answer:
          'Nie. Dynamiczne ceny dotyczą przede wszystkim stawek dla nowych klientów i zależą od obłożenia konkretnych rozmiarów boksów. Zmiany dla obecnych najemców powinny być rzadkie, umiarkowane i zapowiadane z wyprzedzeniem zgodnym z umową.',
      },
    ],
    en: [
      {
        question: 'Can a storage unit rental contract be signed entirely online?',
        answer:
          'Yes. A typical open-ended unit rental agreement can be concluded in documentary form, for example by accepting the terms and confirming with an SMS code. For business customers or longer commitments, a qualified electronic signature is worth considering.',
      },
      {
        question: 'What are typical rental terms for a storage unit in Poland?',
        answer:
          'Prices are usually quoted net, in złoty per month, and depend on the city and the unit size. A deposit equal to one month’s rent and a notice period of one calendar month are standard, and move-in promotions often take around 30% off for three to six months.',
      },
      {
        question: 'Does dynamic pricing mean constant rent increases for existing tenants?',
        answer:
          'No. Dynamic pricing mainly applies to rates for new customers and depends on the occupancy of specific unit sizes. Changes for existing tenants should be infrequent, moderate and announced in advance as the contract requires.',
      },
    ],
  },
}
