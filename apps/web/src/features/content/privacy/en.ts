import type { PrivacyPolicy } from './types';

export const policy: PrivacyPolicy = {
  intro: [
    'This privacy policy explains how Football Academy Sverige AB, a Swedish company, handles your personal data when you use the Football Academy app and website. Football Academy Sverige AB is the data controller for this processing and is responsible for it under the EU General Data Protection Regulation (GDPR) and Swedish data protection law.',
    'If you have any questions about this policy or about how we handle your personal data, contact us through the customer support page of the app.',
  ],
  sections: {
    'data-collected': {
      title: 'Data we collect',
      paragraphs: ['We collect the data that you give us and data that is created when you use the service:'],
      items: [
        {
          term: 'Account data:',
          text: 'your name, e-mail address, phone number, password (stored only in hashed form), preferred language and, if you turn it on, your two-factor verification settings.',
        },
        {
          term: 'Player profile:',
          text: 'date of birth, gender, height, weight, nationality, playing position, club, and the age group that follows from your date of birth.',
        },
        { term: 'Manager profile:', text: 'company, gender and location.' },
        {
          term: 'Location:',
          text: 'the city, country or address you enter and, if you allow it in your browser, your approximate position, which we use to find out which country you are in.',
        },
        {
          term: 'Subscription and payment data:',
          text: 'your program, subscription period and payment status, and the brand and last four digits of your card. Full card details are handled only by our payment provider.',
        },
        { term: 'Training data:', text: 'the phases you have started and completed.' },
        { term: 'Support messages:', text: 'the messages you send to customer support.' },
        {
          term: 'Technical data:',
          text: 'log data such as IP address, browser type and times of access, which we need to run the service securely.',
        },
      ],
    },
    'use-of-data': {
      title: 'How we use your data',
      paragraphs: ['We use your personal data to:'],
      items: [
        'create and manage your account, and verify your e-mail address or phone number;',
        'give you the training program for your age group and show your progress;',
        'handle subscriptions, payments, the free first month and reminders;',
        'answer your questions and your messages to customer support;',
        'keep the service secure, prevent misuse and fix errors;',
        'improve the programs and the service, using aggregated data wherever possible;',
        'meet our legal obligations, for example under accounting law.',
      ],
      closing: [
        'We do not sell your personal data, and we do not use it for automated decisions that have legal or similarly significant effects for you.',
      ],
    },
    sharing: {
      title: 'Sharing your data',
      paragraphs: ['We share personal data only when it is needed for the purposes above, with:'],
      items: [
        'our payment provider, which processes card payments;',
        'suppliers that host and operate the service, send e-mail and text messages, or provide map and location services on our behalf (processors), under data processing agreements;',
        'authorities, when the law requires us to.',
      ],
      closing: [
        'When a supplier processes data outside the EU/EEA, we make sure that the transfer has a legal basis, such as the European Commission’s standard contractual clauses.',
      ],
    },
    'legal-basis': {
      title: 'Legal basis',
      paragraphs: ['We process your personal data on the following legal bases of the GDPR:'],
      items: [
        {
          term: 'Contract:',
          text: 'to provide the account, the training program and the subscription that you have asked for.',
        },
        {
          term: 'Legal obligation:',
          text: 'to keep accounting records and to answer requests from authorities.',
        },
        {
          term: 'Legitimate interest:',
          text: 'to keep the service secure, prevent fraud and improve the service. We have weighed these interests against your privacy.',
        },
        {
          term: 'Consent:',
          text: 'for your position from the browser and, for players under 16, the consent of a guardian. Consent can be withdrawn at any time.',
        },
      ],
    },
    'users-under-16': {
      title: 'Users under 16',
      paragraphs: [
        'Players under 16 may only subscribe, pay or join a coach with the approval of a parent or other legal guardian. When a player under 16 creates a player profile, we ask for the guardian’s e-mail address and send the guardian a link, in the player’s language, to a page that shows exactly what the player shared and what we do with it. The link works once and for 7 days; the player can send a new one from the app.',
        'The guardian approves or declines on that page. We record the approval (the time, the guardian’s e-mail address, the version of this policy and the internet address it came from) and e-mail the guardian a receipt. If the guardian declines, the player’s account and its data are deleted at once. Until the guardian approves, the player can use the free content but cannot subscribe, pay or join a coach.',
        'We collect no more data about young players than we need to provide the training program. The guardian may exercise the player’s rights under this policy on the player’s behalf.',
        'A parent or guardian can run an account for their children: they add a child without an e-mail address, may give the child a login of their own (a username and a six-digit PIN), pay for the child and invite another parent or guardian, who then sees the same as they do but does not pay. Adding a child is the guardian’s approval and their consent to the first two purposes below.',
        'Every consent is recorded: which child, which purposes, how it was given, the version of this policy, who gave it, the internet address and browser it came from, when, and when it was revoked. Guardians see and change every consent on one page; the record is part of the data export. The purposes are:',
      ],
      items: [
        {
          term: 'Profile:',
          text: 'the child’s name, date of birth, club, place and measurements, kept to run the account.',
        },
        {
          term: 'Training:',
          text: 'the training program of the child’s age group, and the progress the child makes.',
        },
        {
          term: 'Coach:',
          text: 'the child may join a coach’s team; the coach sees the child’s training and writes feedback, which every guardian reads too. Revoking it takes the child out of every team at once.',
        },
        { term: 'Video:', text: 'the child may upload clips of drills for their coach.' },
        {
          term: 'Notifications:',
          text: 'the child may get reminders and messages, never during quiet hours.',
        },
      ],
      closing: [
        'A child’s login can train, read and answer; it cannot change the account, pay, give consents or delete anything. From 16 a child may take over their own account; guardians keep reading the child’s training until the child is 18.',
      ],
    },
    retention: {
      title: 'How long we keep your data',
      paragraphs: [
        'We keep your personal data for as long as you have an account with us. If you have not signed in for a year, we warn you by e-mail; if you do not sign in within three months after the warning, your account is deleted in the same way as when you delete it yourself. Accounts whose e-mail address was never verified are deleted after 7 days.',
        'Some data must be kept longer because the law requires it: records of payments (amount, date, currency) are kept for seven years under the Swedish Bookkeeping Act, without your name, e-mail address or any other link to you.',
      ],
    },
    'account-deletion': {
      title: 'Deleting your account',
      paragraphs: [
        'You can delete your account yourself at any time under Account settings → Account → Delete my account, with your password. Your card subscription is then cancelled at once (you are not charged again) and the payment provider deletes you as a customer; your account, profile, training progress, consents, support messages and sign-in history are erased immediately; you are signed out on every device; and we e-mail you a confirmation. Only the payment records described in section 6 remain, without anything that identifies you. A deletion cannot be undone, but you may sign up again with the same e-mail address and phone number.',
      ],
    },
    'right-to-be-forgotten': {
      title: 'Right to be forgotten',
      paragraphs: [
        'You have the right to have your personal data erased when it is no longer needed for the purpose it was collected for, when you withdraw the consent that the processing is based on, when you object to processing based on legitimate interest and there are no overriding reasons to continue, or when the data has been processed unlawfully. Contact us to exercise this right. We answer within one month, tell you if some data must be kept by law, and inform the suppliers that process the data on our behalf.',
      ],
    },
    'access-and-portability': {
      title: 'Access and portability',
      paragraphs: [
        'You have the right to know whether we process personal data about you and to get a copy of it free of charge. Under Account settings → Account → Download my data you get, at once, a readable page grouped by kind of data, with a short explanation, and the same data as JSON (a structured, commonly used and machine-readable format) with everything we hold about you: your account, player or manager profile, consents, subscriptions and payments, training progress, feedback, support messages and sign-in history. You can pass that file on to another service.',
        'You also have the right to have incorrect data corrected: you can change your name, language, phone and e-mail address under Account settings, and customer support corrects anything else. You may restrict processing in some cases and object to processing based on legitimate interest; write to customer support, and we answer within one month.',
      ],
    },
    security: {
      title: 'Security',
      paragraphs: [
        'We protect your personal data with technical and organisational measures suited to the risk. Connections to the service are encrypted, passwords are stored only in hashed form, two-factor verification is available, and only staff who need personal data for their work have access to it. Card details never reach our servers. If a personal data breach occurs, we report it to the Swedish Authority for Privacy Protection when the law requires it, and tell you without undue delay if it is likely to result in a high risk to your rights and freedoms.',
      ],
    },
    changes: {
      title: 'Changes to this policy',
      paragraphs: [
        'We may update this privacy policy when the service or the law changes. The date of the latest change is shown at the top of this page. If we make significant changes, we tell you by e-mail or in the app before they apply.',
      ],
    },
    communication: {
      title: 'Communication',
      paragraphs: [
        'We send you the messages that the service needs, such as verification codes, receipts, reminders before the free month ends, and notices about your account or our terms. We send newsletters or offers only if you have agreed to receive them, and you can stop them at any time.',
        'If you have questions about how we process your personal data or want to exercise your rights, contact Football Academy Sverige AB through the customer support page of the app. If you think that we handle your data wrongly, you also have the right to lodge a complaint with the Swedish Authority for Privacy Protection (Integritetsskyddsmyndigheten, IMY, www.imy.se).',
      ],
    },
  },
  contactLinkLabel: 'Contact customer support',
};
