import type { Language } from '@academy/contract';
import type { SandboxCardError } from './sandbox-checkout.service.ts';

export interface SandboxPageTexts {
  pageTitle: string;
  testMode: string;
  heading: string;
  summary: string;
  program: string;
  plan: string;
  plans: { MONTHLY: string; YEARLY: string };
  price: string;
  freeMonth: string;
  freeMonthDetail: string;
  payNow: string;
  cardDetails: string;
  cardNumber: string;
  cardHint: string;
  expiry: string;
  /** The expiry field's placeholder, in the letters of the label (MM/ÅÅ in Swedish). */
  expiryPlaceholder: string;
  cvc: string;
  submitTrial: string;
  submitPay: string;
  /** The button a card issued outside the AFRICA countries pays the standard fee with. */
  payStandard: string;
  cancel: string;
  errorTitle: string;
  errors: Record<SandboxCardError, string>;
  unknownTitle: string;
  unknownText: string;
  expiredTitle: string;
  expiredText: string;
  usedTitle: string;
  usedText: string;
  backToApp: string;
}

/** Every text of the sandbox checkout page; `{date}` and `{price}` are filled in. */
export const SANDBOX_PAGE_TEXTS: Record<Language, SandboxPageTexts> = {
  en: {
    pageTitle: 'Secure checkout',
    testMode: 'Sandbox: no real card is charged',
    heading: 'Pay for your training program',
    summary: 'Your order',
    program: 'Program',
    plan: 'Plan',
    plans: { MONTHLY: 'Monthly', YEARLY: 'Yearly' },
    price: 'Price',
    freeMonth: 'First month free',
    freeMonthDetail:
      'You pay nothing today. From {date} you pay {price}. Cancel before then and you are not charged.',
    payNow: 'You pay {price} today.',
    cardDetails: 'Card details',
    cardNumber: 'Card number',
    cardHint:
      'Test cards: 4242 4242 4242 4242 pays (issued in Sweden), 4000 0056 6000 0008 pays (issued in Nigeria), 4000 0000 0000 0002 is declined.',
    expiry: 'Expiry date (MM/YY)',
    expiryPlaceholder: 'MM/YY',
    cvc: 'Security code (CVC)',
    submitTrial: 'Start free month',
    submitPay: 'Pay {price}',
    payStandard: 'Pay the standard fee with this card: {price}',
    cancel: 'Cancel and go back',
    errorTitle: 'The payment did not go through',
    errors: {
      cardNumberRequired: 'Enter your card number.',
      cardNumberInvalid: 'Your card number is incorrect.',
      declined: 'Your card was declined.',
      expiryInvalid: 'Enter the expiry date as MM/YY.',
      expired: 'Your card has expired.',
      cvcInvalid: 'Enter the 3 or 4 digit security code.',
      cardOutsideRegion:
        'This card was issued outside Africa, so the reduced fee for Africa cannot be charged to it. Pay the standard fee with this card (re-enter the security code), or use a card issued in Africa.',
    },
    unknownTitle: 'Payment link not found',
    unknownText: 'This payment link is not valid. Go back to the app and start the payment again.',
    expiredTitle: 'Payment link expired',
    expiredText: 'This payment link has expired. Go back to the app and start the payment again.',
    usedTitle: 'Payment already complete',
    usedText: 'This payment has already been made. You can go back to the app.',
    backToApp: 'Back to the app',
  },
  sv: {
    pageTitle: 'Säker betalning',
    testMode: 'Sandlåda: inget riktigt kort debiteras',
    heading: 'Betala för ditt träningsprogram',
    summary: 'Din beställning',
    program: 'Program',
    plan: 'Abonnemang',
    plans: { MONTHLY: 'Månadsvis', YEARLY: 'Årsvis' },
    price: 'Pris',
    freeMonth: 'Första månaden gratis',
    freeMonthDetail:
      'Du betalar ingenting i dag. Från och med {date} betalar du {price}. Avsluta innan dess så debiteras du inte.',
    payNow: 'Du betalar {price} i dag.',
    cardDetails: 'Kortuppgifter',
    cardNumber: 'Kortnummer',
    cardHint:
      'Testkort: 4242 4242 4242 4242 godkänns (utfärdat i Sverige), 4000 0056 6000 0008 godkänns (utfärdat i Nigeria), 4000 0000 0000 0002 nekas.',
    expiry: 'Giltigt till (MM/ÅÅ)',
    expiryPlaceholder: 'MM/ÅÅ',
    cvc: 'Säkerhetskod (CVC)',
    submitTrial: 'Starta gratismånaden',
    submitPay: 'Betala {price}',
    payStandard: 'Betala ordinarie pris med kortet: {price}',
    cancel: 'Avbryt och gå tillbaka',
    errorTitle: 'Betalningen gick inte igenom',
    errors: {
      cardNumberRequired: 'Ange ditt kortnummer.',
      cardNumberInvalid: 'Kortnumret är felaktigt.',
      declined: 'Ditt kort nekades.',
      expiryInvalid: 'Ange giltighetstiden som MM/ÅÅ.',
      expired: 'Ditt kort har gått ut.',
      cvcInvalid: 'Ange säkerhetskoden med 3 eller 4 siffror.',
      cardOutsideRegion:
        'Kortet är utfärdat utanför Afrika, så det reducerade priset för Afrika kan inte dras från det. Betala ordinarie pris med kortet (ange säkerhetskoden igen), eller använd ett kort utfärdat i Afrika.',
    },
    unknownTitle: 'Betalningslänken hittades inte',
    unknownText:
      'Den här betalningslänken är inte giltig. Gå tillbaka till appen och starta betalningen igen.',
    expiredTitle: 'Betalningslänken har gått ut',
    expiredText: 'Den här betalningslänken har gått ut. Gå tillbaka till appen och starta betalningen igen.',
    usedTitle: 'Betalningen är redan genomförd',
    usedText: 'Den här betalningen är redan gjord. Du kan gå tillbaka till appen.',
    backToApp: 'Tillbaka till appen',
  },
  fr: {
    pageTitle: 'Paiement sécurisé',
    testMode: 'Bac à sable : aucune vraie carte n’est débitée',
    heading: 'Payez votre programme d’entraînement',
    summary: 'Votre commande',
    program: 'Programme',
    plan: 'Formule',
    plans: { MONTHLY: 'Mensuelle', YEARLY: 'Annuelle' },
    price: 'Prix',
    freeMonth: 'Premier mois gratuit',
    freeMonthDetail:
      'Vous ne payez rien aujourd’hui. À partir du {date}, vous payez {price}. Résiliez avant cette date et vous ne serez pas débité.',
    payNow: 'Vous payez {price} aujourd’hui.',
    cardDetails: 'Données de la carte',
    cardNumber: 'Numéro de carte',
    cardHint:
      'Cartes de test : 4242 4242 4242 4242 est acceptée (émise en Suède), 4000 0056 6000 0008 est acceptée (émise au Nigeria), 4000 0000 0000 0002 est refusée.',
    expiry: 'Date d’expiration (MM/AA)',
    expiryPlaceholder: 'MM/AA',
    cvc: 'Code de sécurité (CVC)',
    submitTrial: 'Commencer le mois gratuit',
    submitPay: 'Payer {price}',
    payStandard: 'Payer le tarif normal avec cette carte : {price}',
    cancel: 'Annuler et revenir',
    errorTitle: 'Le paiement n’a pas abouti',
    errors: {
      cardNumberRequired: 'Saisissez votre numéro de carte.',
      cardNumberInvalid: 'Votre numéro de carte est incorrect.',
      declined: 'Votre carte a été refusée.',
      expiryInvalid: 'Saisissez la date d’expiration au format MM/AA.',
      expired: 'Votre carte a expiré.',
      cvcInvalid: 'Saisissez le code de sécurité à 3 ou 4 chiffres.',
      cardOutsideRegion:
        'Cette carte a été émise hors d’Afrique : le tarif réduit pour l’Afrique ne peut pas lui être débité. Payez le tarif normal avec cette carte (saisissez de nouveau le code de sécurité) ou utilisez une carte émise en Afrique.',
    },
    unknownTitle: 'Lien de paiement introuvable',
    unknownText: 'Ce lien de paiement n’est pas valide. Revenez à l’application et recommencez le paiement.',
    expiredTitle: 'Lien de paiement expiré',
    expiredText: 'Ce lien de paiement a expiré. Revenez à l’application et recommencez le paiement.',
    usedTitle: 'Paiement déjà effectué',
    usedText: 'Ce paiement a déjà été effectué. Vous pouvez revenir à l’application.',
    backToApp: 'Retour à l’application',
  },
  pt: {
    pageTitle: 'Pagamento seguro',
    testMode: 'Ambiente de testes: nenhum cartão real é cobrado',
    heading: 'Pague o seu programa de treino',
    summary: 'A sua encomenda',
    program: 'Programa',
    plan: 'Plano',
    plans: { MONTHLY: 'Mensal', YEARLY: 'Anual' },
    price: 'Preço',
    freeMonth: 'Primeiro mês grátis',
    freeMonthDetail:
      'Hoje não paga nada. A partir de {date} paga {price}. Cancele antes dessa data e não será cobrado.',
    payNow: 'Hoje paga {price}.',
    cardDetails: 'Dados do cartão',
    cardNumber: 'Número do cartão',
    cardHint:
      'Cartões de teste: 4242 4242 4242 4242 é aceite (emitido na Suécia), 4000 0056 6000 0008 é aceite (emitido na Nigéria), 4000 0000 0000 0002 é recusado.',
    expiry: 'Validade (MM/AA)',
    expiryPlaceholder: 'MM/AA',
    cvc: 'Código de segurança (CVC)',
    submitTrial: 'Começar o mês grátis',
    submitPay: 'Pagar {price}',
    payStandard: 'Pagar o preço normal com este cartão: {price}',
    cancel: 'Cancelar e voltar',
    errorTitle: 'O pagamento não foi concluído',
    errors: {
      cardNumberRequired: 'Introduza o número do cartão.',
      cardNumberInvalid: 'O número do cartão está incorreto.',
      declined: 'O seu cartão foi recusado.',
      expiryInvalid: 'Introduza a validade no formato MM/AA.',
      expired: 'O seu cartão expirou.',
      cvcInvalid: 'Introduza o código de segurança de 3 ou 4 dígitos.',
      cardOutsideRegion:
        'Este cartão foi emitido fora de África, por isso o preço reduzido para África não lhe pode ser cobrado. Pague o preço normal com este cartão (volte a introduzir o código de segurança) ou use um cartão emitido em África.',
    },
    unknownTitle: 'Link de pagamento não encontrado',
    unknownText: 'Este link de pagamento não é válido. Volte à aplicação e inicie o pagamento novamente.',
    expiredTitle: 'Link de pagamento expirado',
    expiredText: 'Este link de pagamento expirou. Volte à aplicação e inicie o pagamento novamente.',
    usedTitle: 'Pagamento já concluído',
    usedText: 'Este pagamento já foi efetuado. Pode voltar à aplicação.',
    backToApp: 'Voltar à aplicação',
  },
};
