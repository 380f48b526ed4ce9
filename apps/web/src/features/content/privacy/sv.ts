import type { PrivacyPolicy } from './types';

export const policy: PrivacyPolicy = {
  intro: [
    'Denna integritetspolicy förklarar hur Football Academy Sverige AB, ett svenskt företag, behandlar dina personuppgifter när du använder Football Academys app och webbplats. Football Academy Sverige AB är personuppgiftsansvarig för behandlingen och ansvarar för den enligt EU:s dataskyddsförordning (GDPR) och svensk dataskyddslagstiftning.',
    'Om du har frågor om denna policy eller om hur vi hanterar dina personuppgifter kan du kontakta oss via kundtjänstsidan i appen.',
  ],
  sections: {
    'data-collected': {
      title: 'Uppgifter som vi samlar in',
      paragraphs: [
        'Vi samlar in de uppgifter som du lämnar till oss och uppgifter som uppstår när du använder tjänsten:',
      ],
      items: [
        {
          term: 'Kontouppgifter:',
          text: 'ditt namn, din e-postadress, ditt telefonnummer, ditt lösenord (som bara lagras i hashad form), ditt språkval och, om du aktiverar den, dina inställningar för tvåstegsverifiering.',
        },
        {
          term: 'Spelarprofil:',
          text: 'födelsedatum, kön, längd, vikt, nationalitet, spelposition, klubb och den åldersgrupp som följer av födelsedatumet.',
        },
        { term: 'Ledarprofil:', text: 'företag, kön och plats.' },
        {
          term: 'Plats:',
          text: 'den ort, det land eller den adress som du anger och, om du tillåter det i webbläsaren, din ungefärliga position, som vi använder för att ta reda på vilket land du befinner dig i.',
        },
        {
          term: 'Prenumerations- och betalningsuppgifter:',
          text: 'ditt program, din prenumerationsperiod och din betalningsstatus samt kortets märke och fyra sista siffror. Fullständiga kortuppgifter hanteras bara av vår betalleverantör.',
        },
        { term: 'Träningsuppgifter:', text: 'de faser som du har påbörjat och slutfört.' },
        { term: 'Meddelanden till kundtjänst:', text: 'det du skriver till vår kundtjänst.' },
        {
          term: 'Tekniska uppgifter:',
          text: 'loggdata som IP-adress, webbläsartyp och tidpunkter för besök, som vi behöver för att driva tjänsten säkert.',
        },
      ],
    },
    'use-of-data': {
      title: 'Hur vi använder dina uppgifter',
      paragraphs: ['Vi använder dina personuppgifter för att:'],
      items: [
        'skapa och hantera ditt konto och verifiera din e-postadress eller ditt telefonnummer;',
        'ge dig träningsprogrammet för din åldersgrupp och visa dina framsteg;',
        'hantera prenumerationer, betalningar, den kostnadsfria första månaden och påminnelser;',
        'besvara dina frågor och dina meddelanden till kundtjänst;',
        'hålla tjänsten säker, förhindra missbruk och rätta fel;',
        'förbättra programmen och tjänsten, om möjligt med hjälp av sammanställda uppgifter;',
        'uppfylla våra rättsliga skyldigheter, till exempel enligt bokföringslagen.',
      ],
      closing: [
        'Vi säljer inte dina personuppgifter, och vi använder dem inte för automatiserade beslut som har rättsliga eller liknande betydande följder för dig.',
      ],
    },
    sharing: {
      title: 'Delning av dina uppgifter',
      paragraphs: ['Vi delar personuppgifter bara när det behövs för ändamålen ovan, med:'],
      items: [
        'vår betalleverantör, som hanterar kortbetalningarna;',
        'leverantörer som på vårt uppdrag driftar tjänsten, skickar e-post och sms eller tillhandahåller kart- och platstjänster (personuppgiftsbiträden), enligt personuppgiftsbiträdesavtal;',
        'myndigheter, när lagen kräver det.',
      ],
      closing: [
        'När en leverantör behandlar uppgifter utanför EU/EES ser vi till att överföringen har laglig grund, till exempel Europeiska kommissionens standardavtalsklausuler.',
      ],
    },
    'legal-basis': {
      title: 'Rättslig grund',
      paragraphs: [
        'Vi behandlar dina personuppgifter med stöd av följande rättsliga grunder i dataskyddsförordningen:',
      ],
      items: [
        {
          term: 'Avtal:',
          text: 'för att tillhandahålla kontot, träningsprogrammet och den prenumeration som du har begärt.',
        },
        {
          term: 'Rättslig förpliktelse:',
          text: 'för att bevara räkenskapsinformation och besvara förfrågningar från myndigheter.',
        },
        {
          term: 'Berättigat intresse:',
          text: 'för att hålla tjänsten säker, förhindra bedrägerier och förbättra tjänsten. Vi har vägt dessa intressen mot din integritet.',
        },
        {
          term: 'Samtycke:',
          text: 'för din position från webbläsaren och, för spelare under 16 år, vårdnadshavarens samtycke. Ett samtycke kan när som helst återkallas.',
        },
      ],
    },
    'users-under-16': {
      title: 'Användare under 16 år',
      paragraphs: [
        'Spelare under 16 år får bara prenumerera, betala eller gå med i en tränares lag med godkännande från en förälder eller annan vårdnadshavare. När en spelare under 16 år skapar en spelarprofil ber vi om vårdnadshavarens e-postadress och skickar vårdnadshavaren en länk, på spelarens språk, till en sida som visar exakt vad spelaren har delat och vad vi gör med det. Länken fungerar en gång och i 7 dagar; spelaren kan skicka en ny från appen.',
        'Vårdnadshavaren godkänner eller avböjer på den sidan. Vi registrerar godkännandet (tidpunkten, vårdnadshavarens e-postadress, versionen av denna policy och den internetadress det kom från) och mejlar vårdnadshavaren ett kvitto. Om vårdnadshavaren avböjer raderas spelarens konto och uppgifter direkt. Tills vårdnadshavaren har godkänt kan spelaren använda det fria innehållet men inte prenumerera, betala eller gå med i en tränares lag.',
        'Vi samlar inte in fler uppgifter om unga spelare än vi behöver för att tillhandahålla träningsprogrammet. Vårdnadshavaren kan utöva spelarens rättigheter enligt denna policy för spelarens räkning.',
        'En förälder eller vårdnadshavare kan sköta ett konto åt sina barn: hen lägger till ett barn utan e-postadress, kan ge barnet en egen inloggning (ett användarnamn och en sexsiffrig PIN-kod), betalar för barnet och kan bjuda in en annan förälder eller vårdnadshavare, som sedan ser samma sak men inte betalar. Att lägga till ett barn är vårdnadshavarens godkännande och samtycke till de två första ändamålen nedan.',
        'Varje samtycke sparas: vilket barn, vilka ändamål, hur det gavs, vilken version av den här policyn, vem som gav det, från vilken internetadress och webbläsare, när, och när det återkallades. Vårdnadshavare ser och ändrar alla samtycken på en sida; uppgifterna ingår i dataexporten. Ändamålen är:',
      ],
      items: [
        {
          term: 'Profil:',
          text: 'barnets namn, födelsedatum, klubb, ort och mått, som sparas för att kontot ska fungera.',
        },
        { term: 'Träning:', text: 'träningsprogrammet för barnets åldersgrupp och barnets framsteg.' },
        {
          term: 'Tränare:',
          text: 'barnet får gå med i en tränares lag; tränaren ser barnets träning och skriver återkoppling som alla vårdnadshavare också läser. Återkallas samtycket lämnar barnet alla lag direkt.',
        },
        { term: 'Video:', text: 'barnet får ladda upp klipp av övningar till sin tränare.' },
        {
          term: 'Aviseringar:',
          text: 'barnet får påminnelser och meddelanden, aldrig under de tysta timmarna.',
        },
      ],
      closing: [
        'Med barnets inloggning går det att träna, läsa och svara, men inte att ändra kontot, betala, ge samtycken eller radera något. Från 16 år kan barnet ta över sitt eget konto; vårdnadshavare kan fortsätta läsa barnets träning tills barnet fyller 18.',
      ],
    },
    retention: {
      title: 'Hur länge vi sparar dina uppgifter',
      paragraphs: [
        'Vi sparar dina personuppgifter så länge du har ett konto hos oss. Om du inte har loggat in på ett år varnar vi dig via e-post; om du inte loggar in inom tre månader efter varningen raderas ditt konto på samma sätt som när du raderar det själv. Konton vars e-postadress aldrig verifierades raderas efter 7 dagar.',
        'Vissa uppgifter måste sparas längre eftersom lagen kräver det: uppgifter om betalningar (belopp, datum, valuta) sparas i sju år enligt bokföringslagen, utan ditt namn, din e-postadress eller någon annan koppling till dig.',
      ],
    },
    'account-deletion': {
      title: 'Radering av ditt konto',
      paragraphs: [
        'Du kan när som helst radera ditt konto själv under Kontoinställningar → Konto → Radera mitt konto, med ditt lösenord. Då avslutas din kortprenumeration direkt (du debiteras inte igen) och betalleverantören raderar dig som kund; ditt konto, din profil, dina träningsframsteg, dina godkännanden, dina meddelanden till kundtjänst och din inloggningshistorik raderas omedelbart; du loggas ut på alla enheter; och vi mejlar dig en bekräftelse. Bara de betalningsuppgifter som beskrivs i avsnitt 6 finns kvar, utan något som identifierar dig. En radering kan inte ångras, men du kan registrera dig igen med samma e-postadress och telefonnummer.',
      ],
    },
    'right-to-be-forgotten': {
      title: 'Rätten att bli bortglömd',
      paragraphs: [
        'Du har rätt att få dina personuppgifter raderade när de inte längre behövs för det ändamål som de samlades in för, när du återkallar det samtycke som behandlingen grundar sig på, när du invänder mot en behandling som grundar sig på berättigat intresse och det saknas tungt vägande skäl att fortsätta, eller när uppgifterna har behandlats olagligt. Kontakta oss för att utöva denna rätt. Vi svarar inom en månad, talar om för dig om vissa uppgifter måste sparas enligt lag och informerar de leverantörer som behandlar uppgifterna för vår räkning.',
      ],
    },
    'access-and-portability': {
      title: 'Tillgång och dataportabilitet',
      paragraphs: [
        'Du har rätt att få veta om vi behandlar personuppgifter om dig och att kostnadsfritt få en kopia av dem. Under Kontoinställningar → Konto → Ladda ner mina uppgifter får du direkt en läsbar sida, grupperad efter slag av uppgifter och med en kort förklaring, och samma uppgifter som JSON (ett strukturerat, allmänt använt och maskinläsbart format) med allt vi har om dig: ditt konto, din spelar- eller ledarprofil, godkännanden, prenumerationer och betalningar, träningsframsteg, återkoppling, meddelanden till kundtjänst och inloggningshistorik. Du kan föra över filen till en annan tjänst.',
        'Du har också rätt att få felaktiga uppgifter rättade: du kan ändra ditt namn, ditt språk, ditt telefonnummer och din e-postadress under Kontoinställningar, och kundtjänst rättar allt annat. Du kan i vissa fall begränsa behandlingen och invända mot behandling som grundar sig på berättigat intresse; skriv till kundtjänst, så svarar vi inom en månad.',
      ],
    },
    security: {
      title: 'Säkerhet',
      paragraphs: [
        'Vi skyddar dina personuppgifter med tekniska och organisatoriska åtgärder som är anpassade efter risken. Anslutningarna till tjänsten är krypterade, lösenord lagras bara i hashad form, tvåstegsverifiering finns tillgänglig och endast medarbetare som behöver personuppgifter i sitt arbete har tillgång till dem. Kortuppgifter når aldrig våra servrar. Om en personuppgiftsincident inträffar anmäler vi den till Integritetsskyddsmyndigheten när lagen kräver det, och informerar dig utan onödigt dröjsmål om den sannolikt leder till en hög risk för dina rättigheter och friheter.',
      ],
    },
    changes: {
      title: 'Ändringar i denna policy',
      paragraphs: [
        'Vi kan uppdatera denna integritetspolicy när tjänsten eller lagen ändras. Datumet för den senaste ändringen visas högst upp på sidan. Om vi gör väsentliga ändringar informerar vi dig via e-post eller i appen innan de börjar gälla.',
      ],
    },
    communication: {
      title: 'Kommunikation',
      paragraphs: [
        'Vi skickar de meddelanden som tjänsten kräver, till exempel verifieringskoder, kvitton, påminnelser innan den kostnadsfria månaden tar slut och information om ditt konto eller våra villkor. Nyhetsbrev och erbjudanden skickar vi bara om du har samtyckt till det, och du kan när som helst tacka nej till dem.',
        'Om du har frågor om hur vi behandlar dina personuppgifter eller vill utöva dina rättigheter kan du kontakta Football Academy Sverige AB via kundtjänstsidan i appen. Om du anser att vi behandlar dina uppgifter felaktigt har du också rätt att lämna in ett klagomål till Integritetsskyddsmyndigheten (IMY, www.imy.se).',
      ],
    },
  },
  contactLinkLabel: 'Kontakta kundtjänst',
};
