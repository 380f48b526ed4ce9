import type { PrivacyPolicy } from './types';

export const policy: PrivacyPolicy = {
  intro: [
    'La présente politique de confidentialité explique comment Football Academy Sverige AB, société suédoise, traite vos données personnelles lorsque vous utilisez l’application et le site web Football Academy. Football Academy Sverige AB est le responsable de ce traitement et en répond au titre du règlement général sur la protection des données de l’UE (RGPD) et de la législation suédoise sur la protection des données.',
    'Pour toute question sur cette politique ou sur la manière dont nous traitons vos données personnelles, contactez-nous via la page du service client de l’application.',
  ],
  sections: {
    'data-collected': {
      title: 'Les données que nous collectons',
      paragraphs: [
        'Nous collectons les données que vous nous fournissez et celles qui sont générées lorsque vous utilisez le service :',
      ],
      items: [
        {
          term: 'Données de compte :',
          text: 'votre nom, votre adresse e-mail, votre numéro de téléphone, votre mot de passe (conservé uniquement sous forme hachée), votre langue préférée et, si vous l’activez, les paramètres de la vérification en deux étapes.',
        },
        {
          term: 'Profil de joueur :',
          text: 'date de naissance, sexe, taille, poids, nationalité, poste, club et catégorie d’âge qui découle de la date de naissance.',
        },
        { term: 'Profil de manager :', text: 'entreprise, sexe et localisation.' },
        {
          term: 'Localisation :',
          text: 'la ville, le pays ou l’adresse que vous saisissez et, si vous l’autorisez dans votre navigateur, votre position approximative, que nous utilisons pour déterminer dans quel pays vous vous trouvez.',
        },
        {
          term: 'Données d’abonnement et de paiement :',
          text: 'votre programme, la période et l’état de paiement de votre abonnement, ainsi que le réseau et les quatre derniers chiffres de votre carte. Les données complètes de la carte sont traitées uniquement par notre prestataire de paiement.',
        },
        { term: 'Données d’entraînement :', text: 'les phases que vous avez commencées et terminées.' },
        { term: 'Messages au service client :', text: 'ce que vous écrivez à notre service client.' },
        {
          term: 'Données techniques :',
          text: 'données de journalisation telles que l’adresse IP, le type de navigateur et les heures de connexion, dont nous avons besoin pour exploiter le service en toute sécurité.',
        },
      ],
    },
    'use-of-data': {
      title: 'L’utilisation de vos données',
      paragraphs: ['Nous utilisons vos données personnelles pour :'],
      items: [
        'créer et gérer votre compte, et vérifier votre adresse e-mail ou votre numéro de téléphone ;',
        'vous donner accès au programme d’entraînement de votre catégorie d’âge et afficher votre progression ;',
        'gérer les abonnements, les paiements, le premier mois gratuit et les rappels ;',
        'répondre à vos questions et à vos messages au service client ;',
        'assurer la sécurité du service, prévenir les abus et corriger les erreurs ;',
        'améliorer les programmes et le service, à partir de données agrégées chaque fois que c’est possible ;',
        'respecter nos obligations légales, par exemple en matière de comptabilité.',
      ],
      closing: [
        'Nous ne vendons pas vos données personnelles et ne les utilisons pas pour prendre des décisions automatisées produisant des effets juridiques ou des effets similaires importants pour vous.',
      ],
    },
    sharing: {
      title: 'Le partage de vos données',
      paragraphs: [
        'Nous ne partageons des données personnelles que lorsque c’est nécessaire aux finalités ci-dessus, avec :',
      ],
      items: [
        'notre prestataire de paiement, qui traite les paiements par carte ;',
        'des prestataires qui, pour notre compte, hébergent et exploitent le service, envoient des e-mails et des SMS ou fournissent des services de cartographie et de localisation (sous-traitants), dans le cadre d’accords de traitement des données ;',
        'les autorités, lorsque la loi nous y oblige.',
      ],
      closing: [
        'Lorsqu’un prestataire traite des données en dehors de l’UE/EEE, nous veillons à ce que le transfert repose sur une base légale, comme les clauses contractuelles types de la Commission européenne.',
      ],
    },
    'legal-basis': {
      title: 'Base juridique',
      paragraphs: ['Nous traitons vos données personnelles sur les bases juridiques suivantes du RGPD :'],
      items: [
        {
          term: 'Contrat :',
          text: 'pour fournir le compte, le programme d’entraînement et l’abonnement que vous avez demandés.',
        },
        {
          term: 'Obligation légale :',
          text: 'pour conserver les pièces comptables et répondre aux demandes des autorités.',
        },
        {
          term: 'Intérêt légitime :',
          text: 'pour assurer la sécurité du service, prévenir la fraude et améliorer le service. Nous avons mis ces intérêts en balance avec le respect de votre vie privée.',
        },
        {
          term: 'Consentement :',
          text: 'pour votre position transmise par le navigateur et, pour les joueurs de moins de 16 ans, le consentement d’un représentant légal. Un consentement peut être retiré à tout moment.',
        },
      ],
    },
    'users-under-16': {
      title: 'Utilisateurs de moins de 16 ans',
      paragraphs: [
        'Les joueurs de moins de 16 ans ne peuvent s’abonner, payer ou rejoindre un entraîneur qu’avec l’accord d’un parent ou d’un autre représentant légal. Lorsqu’un joueur de moins de 16 ans crée un profil de joueur, nous demandons l’adresse e-mail de son représentant légal et lui envoyons un lien, dans la langue du joueur, vers une page qui montre exactement ce que le joueur a partagé et ce que nous en faisons. Le lien fonctionne une seule fois, pendant 7 jours ; le joueur peut en envoyer un nouveau depuis l’application.',
        'Le représentant légal accepte ou refuse sur cette page. Nous enregistrons l’accord (l’heure, l’adresse e-mail du représentant, la version de cette politique et l’adresse internet d’où il provient) et lui envoyons un reçu par e-mail. S’il refuse, le compte du joueur et ses données sont supprimés immédiatement. Tant que l’accord n’est pas donné, le joueur peut utiliser le contenu gratuit mais ne peut ni s’abonner, ni payer, ni rejoindre un entraîneur.',
        'Nous ne collectons pas plus de données sur les jeunes joueurs que ce dont nous avons besoin pour fournir le programme d’entraînement. Le représentant légal peut exercer les droits du joueur prévus par cette politique en son nom.',
        'Un parent ou responsable légal peut gérer un compte pour ses enfants : il ajoute un enfant sans adresse e-mail, peut lui donner sa propre connexion (un nom d’utilisateur et un code PIN à six chiffres), paie pour l’enfant et peut inviter un autre parent ou responsable, qui voit alors la même chose sans payer. Ajouter un enfant vaut approbation du responsable et consentement aux deux premières finalités ci-dessous.',
        'Chaque consentement est enregistré : quel enfant, quelles finalités, comment il a été donné, la version de cette politique, qui l’a donné, l’adresse internet et le navigateur d’origine, quand, et quand il a été retiré. Les responsables voient et modifient tous les consentements sur une seule page ; l’historique fait partie de l’export des données. Les finalités sont :',
      ],
      items: [
        {
          term: 'Profil :',
          text: 'le nom, la date de naissance, le club, le lieu et les mensurations de l’enfant, conservés pour faire fonctionner le compte.',
        },
        {
          term: 'Entraînement :',
          text: 'le programme d’entraînement de la catégorie d’âge de l’enfant et ses progrès.',
        },
        {
          term: 'Entraîneur :',
          text: 'l’enfant peut rejoindre l’équipe d’un entraîneur ; celui-ci voit l’entraînement de l’enfant et écrit des retours que chaque responsable lit aussi. Le retirer fait quitter toutes les équipes immédiatement.',
        },
        { term: 'Vidéo :', text: 'l’enfant peut envoyer des vidéos d’exercices à son entraîneur.' },
        {
          term: 'Notifications :',
          text: 'l’enfant peut recevoir des rappels et messages, jamais pendant les heures calmes.',
        },
      ],
      closing: [
        'La connexion d’un enfant permet de s’entraîner, de lire et de répondre ; elle ne permet pas de modifier le compte, de payer, de donner des consentements ni de supprimer quoi que ce soit. À partir de 16 ans, l’enfant peut reprendre son propre compte ; les responsables continuent de voir son entraînement jusqu’à ses 18 ans.',
      ],
    },
    retention: {
      title: 'Durée de conservation',
      paragraphs: [
        'Nous conservons vos données personnelles tant que vous avez un compte chez nous. Si vous ne vous êtes pas connecté depuis un an, nous vous avertissons par e-mail ; si vous ne vous connectez pas dans les trois mois qui suivent cet avertissement, votre compte est supprimé de la même manière que si vous le supprimiez vous-même. Les comptes dont l’adresse e-mail n’a jamais été vérifiée sont supprimés au bout de 7 jours.',
        'Certaines données doivent être conservées plus longtemps parce que la loi l’exige : les enregistrements des paiements (montant, date, devise) sont conservés sept ans en application de la loi suédoise sur la comptabilité, sans votre nom, votre adresse e-mail ni aucun autre lien avec vous.',
      ],
    },
    'account-deletion': {
      title: 'Suppression de votre compte',
      paragraphs: [
        'Vous pouvez supprimer vous-même votre compte à tout moment dans Paramètres du compte → Compte → Supprimer mon compte, avec votre mot de passe. Votre abonnement par carte est alors résilié immédiatement (vous n’êtes plus débité) et le prestataire de paiement vous supprime comme client ; votre compte, votre profil, votre progression, vos consentements, vos messages au service client et votre historique de connexion sont effacés immédiatement ; vous êtes déconnecté sur tous vos appareils ; et nous vous envoyons une confirmation par e-mail. Seuls les enregistrements de paiement décrits à la section 6 subsistent, sans rien qui vous identifie. Une suppression est définitive, mais vous pouvez vous réinscrire avec la même adresse e-mail et le même numéro de téléphone.',
      ],
    },
    'right-to-be-forgotten': {
      title: 'Droit à l’oubli',
      paragraphs: [
        'Vous avez le droit d’obtenir l’effacement de vos données personnelles lorsqu’elles ne sont plus nécessaires à la finalité pour laquelle elles ont été collectées, lorsque vous retirez le consentement sur lequel repose le traitement, lorsque vous vous opposez à un traitement fondé sur l’intérêt légitime et qu’il n’existe pas de motif impérieux de le poursuivre, ou lorsque les données ont fait l’objet d’un traitement illicite. Contactez-nous pour exercer ce droit. Nous répondons dans un délai d’un mois, vous indiquons si certaines données doivent être conservées en vertu de la loi et informons les prestataires qui traitent ces données pour notre compte.',
      ],
    },
    'access-and-portability': {
      title: 'Accès et portabilité',
      paragraphs: [
        'Vous avez le droit de savoir si nous traitons des données personnelles vous concernant et d’en obtenir une copie gratuitement. Dans Paramètres du compte → Compte → Télécharger mes données, vous obtenez immédiatement une page lisible, regroupée par type de données et accompagnée d’une courte explication, ainsi que les mêmes données en JSON (un format structuré, couramment utilisé et lisible par machine) contenant tout ce que nous détenons sur vous : votre compte, votre profil de joueur ou d’entraîneur, vos consentements, vos abonnements et paiements, votre progression, les retours reçus, vos messages au service client et votre historique de connexion. Vous pouvez transmettre ce fichier à un autre service.',
        'Vous avez aussi le droit de faire corriger des données inexactes : vous pouvez modifier votre nom, votre langue, votre téléphone et votre adresse e-mail dans les paramètres du compte, et le service client corrige tout le reste. Vous pouvez, dans certains cas, limiter le traitement et vous opposer à un traitement fondé sur l’intérêt légitime ; écrivez au service client, nous répondons dans un délai d’un mois.',
      ],
    },
    security: {
      title: 'Sécurité',
      paragraphs: [
        'Nous protégeons vos données personnelles par des mesures techniques et organisationnelles adaptées au risque. Les connexions au service sont chiffrées, les mots de passe ne sont conservés que sous forme hachée, la vérification en deux étapes est disponible et seuls les membres du personnel qui en ont besoin pour leur travail ont accès aux données personnelles. Les données de carte n’atteignent jamais nos serveurs. En cas de violation de données personnelles, nous la notifions à l’Autorité suédoise de protection de la vie privée lorsque la loi l’exige, et nous vous en informons dans les meilleurs délais si elle est susceptible d’engendrer un risque élevé pour vos droits et libertés.',
      ],
    },
    changes: {
      title: 'Modifications de la présente politique',
      paragraphs: [
        'Nous pouvons mettre à jour la présente politique de confidentialité lorsque le service ou la loi évolue. La date de la dernière modification figure en haut de cette page. En cas de modification importante, nous vous en informons par e-mail ou dans l’application avant son entrée en vigueur.',
      ],
    },
    communication: {
      title: 'Communication',
      paragraphs: [
        'Nous vous envoyons les messages nécessaires au service, tels que les codes de vérification, les reçus, les rappels avant la fin du mois gratuit et les informations concernant votre compte ou nos conditions. Nous ne vous envoyons des lettres d’information ou des offres que si vous avez accepté de les recevoir, et vous pouvez y mettre fin à tout moment.',
        'Si vous avez des questions sur le traitement de vos données personnelles ou souhaitez exercer vos droits, contactez Football Academy Sverige AB via la page du service client de l’application. Si vous estimez que nous traitons vos données de manière incorrecte, vous avez également le droit d’introduire une réclamation auprès de l’Autorité suédoise de protection de la vie privée (Integritetsskyddsmyndigheten, IMY, www.imy.se).',
      ],
    },
  },
  contactLinkLabel: 'Contacter le service client',
};
