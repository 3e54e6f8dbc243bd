import type { ArticleBody } from './types'

const dunningPl = `# Harmonogram windykacji – przykład
dunning:
  - day: -3
    channel: email
    template: przypomnienie-przed-terminem
  - day: 0
    channel: sms
    template: termin-platnosci
    include_payment_link: true
  - day: 7
    channel: [email, sms]
    template: zaleglosc-7-dni
    late_fee: per_contract      # tylko jeśli przewiduje ją umowa
  - day: 14
    action: suspend_access      # blokada bramy i zamka boksu
    notify: [email, sms]
  - day: 30
    action: formal_demand       # wezwanie do zapłaty
    requires_approval: manager
  - day: 45
    action: escalate            # decyzja o dalszych krokach prawnych
    requires_approval: owner
on_payment_posted:
  action: restore_access
  delay_minutes: 0`

const dunningEn = `# Dunning schedule – example
dunning:
  - day: -3
    channel: email
    template: reminder-before-due
  - day: 0
    channel: sms
    template: payment-due-today
    include_payment_link: true
  - day: 7
    channel: [email, sms]
    template: overdue-7-days
    late_fee: per_contract      # only if the contract provides for one
  - day: 14
    action: suspend_access      # lock the gate and the unit
    notify: [email, sms]
  - day: 30
    action: formal_demand       # formal demand for payment
    requires_approval: manager
  - day: 45
    action: escalate            # decide on further legal steps
    requires_approval: owner
on_payment_posted:
  action: restore_access
  delay_minutes: 0`

const pricingPl = `# Reguła cenowa dla boksów 3–5 m² – przykład
pricing_rule:
  unit_group: "3-5m2"
  base_price_net_pln_per_m2: 80
  evaluate: weekly
  occupancy_bands:
    - below: 0.75
      adjust: -0.05
      promotion: { discount: 0.30, months: 6 }
    - from: 0.75
      below: 0.90
      adjust: 0.00
      promotion: { discount: 0.30, months: 3 }
    - from: 0.90
      below: 0.95
      adjust: +0.04
      promotion: none
    - from: 0.95
      adjust: +0.08
      promotion: none
  guardrails:
    max_change_per_month: 0.10
    floor_net_pln_per_m2: 68      # próg rentowności
    ceiling_net_pln_per_m2: 100
    applies_to: new_contracts_only`

const pricingEn = `# Pricing rule for 3–5 m² units – example
pricing_rule:
  unit_group: "3-5m2"
  base_price_net_pln_per_m2: 80
  evaluate: weekly
  occupancy_bands:
    - below: 0.75
      adjust: -0.05
      promotion: { discount: 0.30, months: 6 }
    - from: 0.75
      below: 0.90
      adjust: 0.00
      promotion: { discount: 0.30, months: 3 }
    - from: 0.90
      below: 0.95
      adjust: +0.04
      promotion: none
    - from: 0.95
      adjust: +0.08
      promotion: none
  guardrails:
    max_change_per_month: 0.10
    floor_net_pln_per_m2: 68      # break-even floor
    ceiling_net_pln_per_m2: 100
    applies_to: new_contracts_only`

export const body: ArticleBody = {
  content: {
    pl: [
      {
        type: 'p',
        text: 'W małym obiekcie self storage niemal wszystko da się obsłużyć ręcznie: kilka faktur, kilka przelewów do sprawdzenia, klucz wydany osobiście. Problem zaczyna się przy stu kilkudziesięciu boksach, a przy drugiej lokalizacji staje się poważny. Księgowanie wpłat zajmuje całe popołudnia, przypomnienia o zaległościach wysyła się „gdy jest chwila”, a cennik nie zmienia się od dwóch lat, bo nikt nie ma czasu go przeliczyć.',
      },
      {
        type: 'p',
        text: 'Ten przewodnik jest dla operatorów, którzy chcą to zmienić w uporządkowany sposób. Omawiam sześć obszarów – fakturowanie, płatności cykliczne, windykację, kontrolę dostępu, dynamiczne ceny i raporty – i przy każdym pokazuję, jakie decyzje trzeba podjąć, zanim uruchomi się automat. Na koniec proponuję plan wdrożenia rozłożony na 90 dni.',
      },
      { type: 'h2', id: 'zanim-zaczniesz', text: 'Zanim cokolwiek zautomatyzujesz' },
      {
        type: 'p',
        text: 'Automatyzacja wzmacnia to, co już istnieje. Jeśli dane są nieuporządkowane, system będzie powielał błędy szybciej i na większą skalę. Dlatego pierwszy tydzień warto poświęcić na porządki:',
      },
      {
        type: 'ol',
        items: [
          'Ujednolić numerację boksów i przypisać każdemu powierzchnię w m², piętro oraz typ, na przykład klimatyzowany albo z dojazdem samochodem.',
          'Spisać aktualny cennik netto dla każdej grupy rozmiarów – 1–2, 3–5, 6–10 i 10–20 m² – łącznie z obowiązującymi promocjami.',
          'Zweryfikować dane klientów: NIP w przypadku firm, adresy e-mail i numery telefonów, na które mają trafiać faktury i przypomnienia.',
          'Przejrzeć wzór umowy i regulaminu: kaucję, okres wypowiedzenia, opłaty za opóźnienie i zasady blokady dostępu.',
          'Ustalić, kto w zespole zatwierdza wyjątki, takie jak rabaty spoza cennika, odroczenia płatności czy zwrot kaucji.',
        ],
      },
      {
        type: 'p',
        text: 'Ostatni punkt bywa niedoceniany. Automat świetnie radzi sobie ze standardowymi przypadkami, ale w każdym obiekcie są klienci, których sprawy wymagają decyzji człowieka. Lepiej z góry wiedzieć, kto ją podejmuje i w jakim czasie.',
      },
      { type: 'h2', id: 'fakturowanie', text: 'Fakturowanie bez ręcznej pracy' },
      {
        type: 'p',
        text: 'Celem jest sytuacja, w której żadna standardowa faktura nie powstaje ręcznie. System powinien wystawiać faktury cykliczne w ustalonym dniu, samodzielnie liczyć proporcję za niepełny pierwszy miesiąc, uwzględniać promocje i generować korekty przy zmianie boksu na większy lub mniejszy.',
      },
      { type: 'h3', text: 'Przykład: pierwszy miesiąc z promocją' },
      {
        type: 'p',
        text: 'Klient wynajmuje od 12 czerwca boks 5 m² za 399 zł netto miesięcznie, z promocją 30% obejmującą trzy pierwsze okresy rozliczeniowe. Czerwiec ma 30 dni, więc za pierwszy okres płaci za 19 dni: 399 zł × 0,7 × 19/30 = 176,89 zł netto, czyli 217,57 zł brutto przy stawce 23% VAT. W lipcu i sierpniu płaci 279,30 zł netto, a od września pełną stawkę. Do tego dochodzi kaucja w wysokości miesięcznego czynszu, czyli 399 zł. Jako zwrotne zabezpieczenie kaucja zwykle nie jest fakturowana jak usługa, ale sposób jej ujęcia warto potwierdzić z księgowością. Wykonywanie takich wyliczeń ręcznie dla kilkudziesięciu nowych umów miesięcznie to prosta droga do pomyłek i reklamacji.',
      },
      { type: 'h3', text: 'KSeF i obieg dokumentów' },
      {
        type: 'p',
        text: 'W 2026 roku faktury ustrukturyzowane w Krajowym Systemie e-Faktur stały się obowiązkiem – od lutego dla największych podatników, od kwietnia dla pozostałych firm. Integracja systemu zarządzania obiektem z KSeF nie jest więc już dodatkiem. Sprawdź, czy system wysyła do KSeF faktury i korekty, zapisuje nadany numer KSeF i przekazuje klientowi czytelną wizualizację dokumentu, a klientom indywidualnym dostarcza fakturę e-mailem lub w aplikacji.',
      },
      { type: 'h2', id: 'platnosci-cykliczne', text: 'Płatności cykliczne' },
      {
        type: 'p',
        text: 'Najlepsza windykacja to taka, której nie trzeba uruchamiać. Każdy klient płacący automatycznie to jeden potencjalny dłużnik mniej i jedna wpłata mniej do ręcznego dopasowania. Przy zawieraniu umowy warto więc aktywnie proponować płatność cykliczną, zamiast chować ją gdzieś w ustawieniach konta. Do wyboru są zwykle cztery metody:',
      },
      {
        type: 'ul',
        items: [
          'Karta płatnicza z tokenizacją – najwygodniejsza dla klientów indywidualnych; obciążenie następuje automatycznie w dniu wystawienia faktury.',
          'Płatności cykliczne BLIK – coraz popularniejsze wśród osób, które nie chcą zapisywać danych karty.',
          'Polecenie zapłaty – dobre dla firm i najemców długoterminowych, choć wymaga zgody i dłużej się je uruchamia.',
          'Przelew na indywidualny numer rachunku – dla tych, którzy wolą tradycyjny przelew; wpłata księguje się automatycznie, bez szukania tytułu.',
        ],
      },
      {
        type: 'p',
        text: 'Zachęta nie musi być duża. Niewielki rabat albo dodatkowy tydzień gratis za włączenie płatności automatycznej zwykle zwraca się z nawiązką w postaci niższych kosztów obsługi. Zadbaj tylko o to, by system sam ponawiał nieudane obciążenia, na przykład przy wygasłej karcie, i prosił klienta o aktualizację danych, zanim zaległość w ogóle powstanie.',
      },
      { type: 'h2', id: 'windykacja', text: 'Windykacja, która nie psuje relacji' },
      {
        type: 'p',
        text: 'Większość zaległości w self storage wynika z zapomnienia, wygasłej karty lub zmiany banku, a nie ze złej woli. Dlatego automatyczna windykacja powinna zaczynać się łagodnie i eskalować stopniowo. Harmonogram najlepiej zapisać jako regułę, którą rozumie każdy w zespole. Przykładowa konfiguracja:',
      },
      { type: 'code', language: 'yaml', code: dunningPl },
      {
        type: 'p',
        text: 'Kluczowe są trzy elementy. Po pierwsze, blokada dostępu następuje automatycznie, a po zaksięgowaniu wpłaty dostęp wraca natychmiast, nawet w nocy. Po drugie, najpoważniejsze kroki, takie jak formalne wezwanie do zapłaty czy przekazanie sprawy dalej, wymagają akceptacji człowieka. Po trzecie, każde działanie musi mieć podstawę w umowie i regulaminie. W relacjach z firmami możesz dodatkowo naliczać ustawową rekompensatę za koszty odzyskiwania należności, a ewentualne korzystanie z ustawowego prawa zastawu wynajmującego na rzeczach w boksie zawsze konsultuj z prawnikiem.',
      },
      {
        type: 'quote',
        text: 'Automat powinien być cierpliwy i konsekwentny, ale to człowiek decyduje, kiedy kończy się cierpliwość.',
        cite: 'Tomasz Kaczmarek',
      },
      { type: 'h2', id: 'kontrola-dostepu', text: 'Kontrola dostępu z inteligentnymi zamkami' },
      {
        type: 'p',
        text: 'Inteligentne zamki to nie tylko wygoda dla klienta, ale przede wszystkim możliwość powiązania dostępu z umową i płatnościami. Po podpisaniu umowy i opłaceniu pierwszego okresu najemca automatycznie dostaje cyfrowy klucz w aplikacji, a po zakończeniu najmu klucz wygasa bez udziału obsługi. Przy wyborze rozwiązania sprawdź:',
      },
      {
        type: 'ul',
        items: [
          'czy zamek działa bez internetu, na przykład przez Bluetooth, gdy na obiekcie zaniknie łącze,',
          'jak długo wytrzymuje bateria i czy system ostrzega o jej wyczerpywaniu,',
          'czy można udostępnić dostęp innej osobie na określony czas, na przykład firmie przeprowadzkowej,',
          'czy dziennik wejść jest dostępny w systemie i jak długo jest przechowywany,',
          'jak wygląda procedura awaryjna: kod serwisowy, klucz mechaniczny, całodobowy kontakt.',
        ],
      },
      {
        type: 'p',
        text: 'Osobno zaplanuj godziny dostępu. Część obiektów otwiera bramę całą dobę, inne ograniczają dostęp na przykład do godzin 6:00–22:00 w standardowej umowie i oferują dostęp 24/7 jako płatną opcję. System powinien respektować te zasady indywidualnie dla każdego klienta i każdej lokalizacji.',
      },
      { type: 'h2', id: 'dynamiczne-ceny', text: 'Dynamiczne ceny w praktyce' },
      {
        type: 'p',
        text: 'Dynamiczne ceny kojarzą się z wielkimi sieciami, ale ich podstawowa wersja jest w zasięgu każdego operatora. Zasada jest prosta: stawka dla nowych klientów zależy od obłożenia danej grupy rozmiarów. Gdy popyt jest wysoki, podnosisz cenę lub rezygnujesz z promocji. Gdy boksy stoją puste, wydłużasz promocję lub obniżasz stawkę. Przykładowa reguła:',
      },
      { type: 'code', language: 'yaml', code: pricingPl },
      {
        type: 'p',
        text: 'Najważniejsze są zabezpieczenia. Zmiana ceny dla nowych klientów nie powinna przekraczać na przykład 10% w miesiącu, a stawka nie może spaść poniżej progu rentowności ani przekroczyć poziomu, który odstraszy klientów. Podwyżki dla obecnych najemców to osobny proces: rzadki, uzasadniony i zapowiadany z wyprzedzeniem przewidzianym w umowie. Klient, który dowie się o podwyżce dopiero z faktury, szybko złoży wypowiedzenie.',
      },
      {
        type: 'img',
        src: '/images/blog/automation-for-operators-figure-1.svg',
        alt: 'Wykres obłożenia boksów i ceny za metr kwadratowy w kolejnych tygodniach z zaznaczonymi progami reguły cenowej',
        width: 1200,
        height: 675,
        caption:
          'Reguła cenowa reaguje na obłożenie progami, a ograniczenia chronią przed zbyt gwałtownymi zmianami stawek.',
      },
      { type: 'h2', id: 'raporty', text: 'Raporty, które warto dostawać w każdy poniedziałek' },
      {
        type: 'p',
        text: 'Automatyzacja bez raportów przypomina jazdę bez deski rozdzielczej. Nie potrzebujesz dziesiątek wykresów – wystarczy krótki raport wysyłany automatycznie w poniedziałek rano, który odpowiada na pytanie, czy obiekt zmierza we właściwym kierunku. Proponuję zacząć od takiego zestawu:',
      },
      {
        type: 'ul',
        items: [
          'obłożenie powierzchniowe i ekonomiczne w podziale na grupy rozmiarów,',
          'nowe umowy, wypowiedzenia i saldo wynajętych metrów w minionym tygodniu,',
          'zaległości w podziale na etapy harmonogramu windykacji,',
          'odsetek klientów płacących automatycznie,',
          'nieudane obciążenia kart i karty wygasające w najbliższym miesiącu,',
          'alerty z zamków i czujników: słabe baterie, nieudane próby otwarcia, przekroczenia wilgotności.',
        ],
      },
      {
        type: 'p',
        text: 'Przy kilku lokalizacjach ten sam raport powinien pokazywać wyniki zarówno dla poszczególnych obiektów, jak i dla całej sieci. Dopiero wtedy widać, czy problem z zaległościami dotyczy jednego miejsca, czy całego procesu.',
      },
      { type: 'h2', id: 'plan-wdrozenia-90-dni', text: 'Plan wdrożenia na 90 dni' },
      {
        type: 'p',
        text: 'Próba wdrożenia wszystkiego naraz kończy się zwykle tym, że nic nie działa dobrze. Sprawdza się podejście etapowe:',
      },
      {
        type: 'ol',
        items: [
          'Dni 1–14: porządki w danych, konfiguracja cennika, wzory umów i szablony wiadomości.',
          'Dni 15–30: automatyczne faktury i integracja z KSeF, płatności cykliczne dla nowych klientów.',
          'Dni 31–45: kampania przenosząca obecnych najemców na płatności automatyczne i uruchomienie harmonogramu windykacji.',
          'Dni 46–60: integracja inteligentnych zamków z płatnościami, testy blokady i przywracania dostępu.',
          'Dni 61–75: pierwsze reguły dynamicznych cen dla jednej grupy rozmiarów, najlepiej tej o najwyższym obłożeniu.',
          'Dni 76–90: cotygodniowy raport, przegląd wyników i rozszerzenie reguł na kolejne rozmiary i lokalizacje.',
        ],
      },
      {
        type: 'p',
        text: 'Po trzech miesiącach różnicę widać przede wszystkim w kalendarzu zespołu. Zamiast ręcznie księgować wpłaty i wysyłać przypomnienia, pracownicy zajmują się sprzedażą i klientami, którzy naprawdę potrzebują pomocy. Decyzje o cenach opierają się na danych, a nie na intuicji, a właściciel widzi w jednym raporcie, jak radzi sobie każdy obiekt.',
      },
    ],
    en: [
      {
        type: 'p',
        text: 'At a small self-storage facility almost everything can be handled by hand: a few invoices, a few bank transfers to check, a key handed over in person. Problems start at around a hundred and fifty units and become serious when a second site opens. Posting payments takes whole afternoons, arrears reminders go out “when there’s a moment”, and the price list has not changed for two years because nobody has time to rework it.',
      },
      {
        type: 'p',
        text: 'This guide is for operators who want to change that in an orderly way. I go through six areas – invoicing, recurring payments, dunning, access control, dynamic pricing and reporting – and for each one I show which decisions you need to make before you switch the automation on. At the end I suggest a 90-day rollout plan.',
      },
      { type: 'h2', id: 'before-you-start', text: 'Before you automate anything' },
      {
        type: 'p',
        text: 'Automation amplifies whatever is already there. If your data is messy, the system will repeat your mistakes faster and at greater scale. So spend the first week tidying up:',
      },
      {
        type: 'ol',
        items: [
          'Standardise unit numbering and give every unit its floor area in m², its floor level and its type, such as climate-controlled or drive-up.',
          'Write down the current net price list for each size group – 1–2, 3–5, 6–10 and 10–20 m² – including any active promotions.',
          'Check customer records: tax IDs (NIP) for businesses, and the email addresses and phone numbers that invoices and reminders should go to.',
          'Review your contract template and facility rules: deposit, notice period, late fees and the rules for suspending access.',
          'Decide who on the team approves exceptions, such as off-list discounts, payment deferrals or deposit refunds.',
        ],
      },
      {
        type: 'p',
        text: 'That last point is often underestimated. Automation handles standard cases brilliantly, but every facility has customers whose situation needs a human decision. It is better to know in advance who makes that decision and how quickly.',
      },
      { type: 'h2', id: 'invoicing', text: 'Invoicing without manual work' },
      {
        type: 'p',
        text: 'The goal is that no standard invoice is ever created by hand. The system should issue recurring invoices on a fixed day, work out the pro-rated amount for a partial first month by itself, apply promotions and generate credit notes when a tenant moves to a larger or smaller unit.',
      },
      { type: 'h3', text: 'Example: a first month with a promotion' },
      {
        type: 'p',
        text: 'A customer rents a 5 m² unit from 12 June at PLN 399 net per month, with a 30% promotion covering the first three billing periods. June has 30 days, so the first period covers 19 days: PLN 399 × 0.7 × 19/30 = PLN 176.89 net, or PLN 217.57 gross at the 23% VAT rate. In July and August the customer pays PLN 279.30 net, and from September the full rate. On top of that comes a deposit equal to one month’s rent, i.e. PLN 399. As a refundable security, the deposit is usually not invoiced as a service, but confirm the treatment with your accountant. Doing these calculations by hand for dozens of new contracts a month is a sure route to errors and complaints.',
      },
      { type: 'h3', text: 'KSeF and document flow' },
      {
        type: 'p',
        text: 'In 2026, structured invoices in Poland’s National e-Invoicing System (KSeF) became mandatory – from February for the largest taxpayers and from April for all other businesses. Integrating your facility management system with KSeF is therefore no longer optional. Check that the system submits invoices and credit notes to KSeF, stores the KSeF number assigned to each document, gives customers a readable version of the invoice and delivers invoices to private customers by email or in the app.',
      },
      { type: 'h2', id: 'recurring-payments', text: 'Recurring payments' },
      {
        type: 'p',
        text: 'The best dunning process is the one you never have to start. Every customer who pays automatically is one less potential debtor and one less payment to match by hand. So when a contract is signed, actively offer recurring payment rather than burying it somewhere in the account settings. There are usually four options:',
      },
      {
        type: 'ul',
        items: [
          'Tokenised payment card – the most convenient for private customers; the charge is taken automatically on the invoice date.',
          'Recurring BLIK payments – increasingly popular with people who do not want to store card details.',
          'Direct debit – good for businesses and long-term tenants, although it requires a mandate and takes longer to set up.',
          'Transfer to an individual virtual account number – for those who prefer a classic bank transfer; the payment is matched automatically without anyone hunting for the reference.',
        ],
      },
      {
        type: 'p',
        text: 'The incentive does not have to be large. A small discount or an extra free week for switching on automatic payments usually pays for itself many times over in lower handling costs. Just make sure the system retries failed charges on its own – when a card has expired, for example – and asks the customer to update their details before any arrears arise.',
      },
      { type: 'h2', id: 'dunning', text: 'Dunning that does not damage the relationship' },
      {
        type: 'p',
        text: 'Most arrears in self storage come from forgetfulness, an expired card or a change of bank, not from bad faith. That is why automated dunning should start gently and escalate step by step. It is best to write the schedule down as a rule that everyone on the team understands. A sample configuration:',
      },
      { type: 'code', language: 'yaml', code: dunningEn },
      {
        type: 'p',
        text: 'Three things are essential. First, access is suspended automatically, and once a payment is posted it is restored immediately, even in the middle of the night. Second, the most serious steps, such as a formal demand for payment or passing the case on, require human approval. Third, every action must be grounded in the contract and the facility rules. With business customers you can also charge the statutory compensation for debt recovery costs, and if you ever consider relying on the landlord’s statutory lien over goods stored in the unit, always take legal advice first.',
      },
      {
        type: 'quote',
        text: 'Automation should be patient and consistent, but it is a person who decides when patience runs out.',
        cite: 'Tomasz Kaczmarek',
      },
      { type: 'h2', id: 'access-control', text: 'Access control with smart locks' },
      {
        type: 'p',
        text: 'Smart locks are not just a convenience for customers; above all they let you tie access to the contract and to payments. Once the contract is signed and the first period paid, the tenant automatically receives a digital key in the app, and when the rental ends the key expires without any staff involvement. When choosing a solution, check:',
      },
      {
        type: 'ul',
        items: [
          'whether the lock works offline, for example via Bluetooth, when the site loses its internet connection,',
          'how long the battery lasts and whether the system warns you when it is running low,',
          'whether access can be shared with another person for a set time, such as a removal company,',
          'whether the access log is available in the system and how long it is kept,',
          'what the emergency procedure looks like: a service code, a mechanical key, a 24-hour contact.',
        ],
      },
      {
        type: 'p',
        text: 'Plan access hours separately. Some facilities keep the gate open around the clock; others limit access to, say, 6:00–22:00 under a standard contract and offer 24/7 access as a paid option. The system should apply these rules individually for every customer and every site.',
      },
      { type: 'h2', id: 'dynamic-pricing', text: 'Dynamic pricing in practice' },
      {
        type: 'p',
        text: 'Dynamic pricing sounds like something for big chains, but a basic version is within reach of any operator. The principle is simple: the rate for new customers depends on the occupancy of each size group. When demand is high, you raise the price or drop the promotion. When units stand empty, you extend the promotion or lower the rate. A sample rule:',
      },
      { type: 'code', language: 'yaml', code: pricingEn },
      {
        type: 'p',
        text: 'The guardrails matter most. A price change for new customers should not exceed, say, 10% a month, and the rate must never fall below break-even or rise to a level that scares customers away. Increases for existing tenants are a separate process: infrequent, justified and announced with the advance notice the contract requires. A customer who first learns about a rent increase from an invoice will give notice quickly.',
      },
      {
        type: 'img',
        src: '/images/blog/automation-for-operators-figure-1.svg',
        alt: 'Chart of unit occupancy and price per square metre over consecutive weeks, with the pricing rule thresholds marked',
        width: 1200,
        height: 675,
        caption:
          'The pricing rule responds to occupancy in steps, while guardrails protect against abrupt rate changes.',
      },
      { type: 'h2', id: 'reports', text: 'Reports worth receiving every Monday' },
      {
        type: 'p',
        text: 'Automation without reporting is like driving without a dashboard. You do not need dozens of charts – a short report sent automatically on Monday morning, answering the question of whether the facility is heading in the right direction, is enough. I suggest starting with this set:',
      },
      {
        type: 'ul',
        items: [
          'physical and economic occupancy by size group,',
          'new contracts, notices given and the net change in let square metres over the past week,',
          'arrears broken down by stage of the dunning schedule,',
          'the share of customers paying automatically,',
          'failed card charges and cards expiring within the next month,',
          'alerts from locks and sensors: low batteries, failed opening attempts, humidity above the limit.',
        ],
      },
      {
        type: 'p',
        text: 'With several sites, the same report should show results both for individual facilities and for the network as a whole. Only then can you see whether an arrears problem is confined to one location or lies in the process itself.',
      },
      { type: 'h2', id: '90-day-rollout-plan', text: 'A 90-day rollout plan' },
      {
        type: 'p',
        text: 'Trying to roll everything out at once usually ends with nothing working well. A phased approach works better:',
      },
      {
        type: 'ol',
        items: [
          'Days 1–14: clean up the data, configure the price list, contract templates and message templates.',
          'Days 15–30: automatic invoicing and KSeF integration, recurring payments for new customers.',
          'Days 31–45: a campaign to move existing tenants to automatic payments, and launch of the dunning schedule.',
          'Days 46–60: integrate smart locks with payments and test access suspension and restoration.',
          'Days 61–75: the first dynamic pricing rules for one size group, ideally the one with the highest occupancy.',
          'Days 76–90: the weekly report, a review of results and extending the rules to more sizes and sites.',
        ],
      },
      {
        type: 'p',
        text: 'After three months, the difference shows up first in the team’s calendar. Instead of posting payments and sending reminders by hand, staff spend their time on sales and on customers who genuinely need help. Pricing decisions rest on data rather than gut feeling, and the owner can see in a single report how every facility is doing.',
      },
    ],
  },
}
