import type { Language } from '@academy/contract';

export type SubscriptionMailKind =
  | 'confirmation'
  | 'receipt'
  | 'cancellation'
  | 'resumption'
  | 'paymentFailed';

interface Texts {
  greeting: string;
  signoff: string;
  plans: { MONTHLY: string; YEARLY: string };
  mails: Record<SubscriptionMailKind, { subject: string; lines: string[] }>;
}

/** The subscription's mails; {name}, {program}, {plan}, {amount}, {date}, {url}. */
export const SUBSCRIPTION_MAIL_TEXTS: Record<Language, Texts> = {
  en: {
    greeting: 'Hi {name},',
    signoff: 'Best regards,\nFootball Academy',
    plans: { MONTHLY: 'monthly', YEARLY: 'yearly' },
    mails: {
      confirmation: {
        subject: 'Your subscription to {program}',
        lines: [
          'Thank you: your {plan} subscription to {program} is set up.',
          'The next charge of {amount} is on {date}.',
          'Your subscription and receipts: {url}',
        ],
      },
      receipt: {
        subject: 'Receipt: {amount} for {program}',
        lines: ['We received {amount} for the {plan} plan of {program} on {date}.', 'Your receipt: {url}'],
      },
      cancellation: {
        subject: 'Your subscription has been cancelled',
        lines: [
          'Your subscription to {program} is cancelled: you can keep training until {date}, and nothing more will be charged.',
          'Changed your mind? Resume it before then: {url}',
        ],
      },
      resumption: {
        subject: 'Your subscription has been resumed',
        lines: [
          'Your subscription to {program} continues. The next charge of {amount} is on {date}.',
          '{url}',
        ],
      },
      paymentFailed: {
        subject: 'Your payment did not go through',
        lines: [
          'We could not charge {amount} to your card for {program}. Training stays open until {date}; after that it pauses until the subscription is paid.',
          'Update your card: {url}',
        ],
      },
    },
  },
  sv: {
    greeting: 'Hej {name},',
    signoff: 'Vänliga hälsningar,\nFootball Academy',
    plans: { MONTHLY: 'månadsvis', YEARLY: 'årsvis' },
    mails: {
      confirmation: {
        subject: 'Din prenumeration på {program}',
        lines: [
          'Tack! Din prenumeration på {program} ({plan}) är klar.',
          'Nästa dragning på {amount} sker den {date}.',
          'Din prenumeration och dina kvitton: {url}',
        ],
      },
      receipt: {
        subject: 'Kvitto: {amount} för {program}',
        lines: ['Vi har tagit emot {amount} för {program} ({plan}) den {date}.', 'Ditt kvitto: {url}'],
      },
      cancellation: {
        subject: 'Din prenumeration är avslutad',
        lines: [
          'Din prenumeration på {program} är avslutad: du kan fortsätta träna till den {date}, och inget mer dras.',
          'Ångrat dig? Återuppta den innan dess: {url}',
        ],
      },
      resumption: {
        subject: 'Din prenumeration fortsätter',
        lines: [
          'Din prenumeration på {program} fortsätter. Nästa dragning på {amount} sker den {date}.',
          '{url}',
        ],
      },
      paymentFailed: {
        subject: 'Din betalning gick inte igenom',
        lines: [
          'Vi kunde inte dra {amount} från ditt kort för {program}. Träningen är öppen till den {date}; sedan pausas den tills prenumerationen är betald.',
          'Uppdatera ditt kort: {url}',
        ],
      },
    },
  },
  fr: {
    greeting: 'Bonjour {name},',
    signoff: 'Cordialement,\nFootball Academy',
    plans: { MONTHLY: 'mensuelle', YEARLY: 'annuelle' },
    mails: {
      confirmation: {
        subject: 'Votre abonnement à {program}',
        lines: [
          'Merci : votre abonnement à {program} (formule {plan}) est en place.',
          'Le prochain prélèvement de {amount} aura lieu le {date}.',
          'Votre abonnement et vos reçus : {url}',
        ],
      },
      receipt: {
        subject: 'Reçu : {amount} pour {program}',
        lines: ['Nous avons reçu {amount} pour {program} (formule {plan}) le {date}.', 'Votre reçu : {url}'],
      },
      cancellation: {
        subject: 'Votre abonnement a été résilié',
        lines: [
          'Votre abonnement à {program} est résilié : vous pouvez vous entraîner jusqu’au {date}, et rien de plus ne sera prélevé.',
          'Vous avez changé d’avis ? Réactivez-le avant cette date : {url}',
        ],
      },
      resumption: {
        subject: 'Votre abonnement a été réactivé',
        lines: [
          'Votre abonnement à {program} continue. Le prochain prélèvement de {amount} aura lieu le {date}.',
          '{url}',
        ],
      },
      paymentFailed: {
        subject: 'Votre paiement n’a pas abouti',
        lines: [
          'Nous n’avons pas pu prélever {amount} sur votre carte pour {program}. L’entraînement reste ouvert jusqu’au {date} ; ensuite, il est mis en pause jusqu’au paiement.',
          'Mettez à jour votre carte : {url}',
        ],
      },
    },
  },
  pt: {
    greeting: 'Olá {name},',
    signoff: 'Com os melhores cumprimentos,\nFootball Academy',
    plans: { MONTHLY: 'mensal', YEARLY: 'anual' },
    mails: {
      confirmation: {
        subject: 'A sua subscrição de {program}',
        lines: [
          'Obrigado: a sua subscrição de {program} (plano {plan}) está ativa.',
          'A próxima cobrança de {amount} é em {date}.',
          'A sua subscrição e os seus recibos: {url}',
        ],
      },
      receipt: {
        subject: 'Recibo: {amount} por {program}',
        lines: ['Recebemos {amount} pelo plano {plan} de {program} em {date}.', 'O seu recibo: {url}'],
      },
      cancellation: {
        subject: 'A sua subscrição foi cancelada',
        lines: [
          'A sua subscrição de {program} foi cancelada: pode continuar a treinar até {date} e nada mais será cobrado.',
          'Mudou de ideias? Retome-a antes dessa data: {url}',
        ],
      },
      resumption: {
        subject: 'A sua subscrição foi retomada',
        lines: [
          'A sua subscrição de {program} continua. A próxima cobrança de {amount} é em {date}.',
          '{url}',
        ],
      },
      paymentFailed: {
        subject: 'O seu pagamento não foi aceite',
        lines: [
          'Não conseguimos cobrar {amount} no seu cartão por {program}. O treino fica aberto até {date}; depois, fica em pausa até a subscrição ser paga.',
          'Atualize o seu cartão: {url}',
        ],
      },
    },
  },
};
