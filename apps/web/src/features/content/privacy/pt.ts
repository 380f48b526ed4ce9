import type { PrivacyPolicy } from './types';

export const policy: PrivacyPolicy = {
  intro: [
    'A presente política de privacidade explica de que forma a Football Academy Sverige AB, uma empresa sueca, trata os seus dados pessoais quando utiliza a aplicação e o sítio web da Football Academy. A Football Academy Sverige AB é a responsável por este tratamento e responde por ele nos termos do Regulamento Geral sobre a Proteção de Dados da UE (RGPD) e da legislação sueca de proteção de dados.',
    'Se tiver dúvidas sobre esta política ou sobre a forma como tratamos os seus dados pessoais, contacte-nos através da página de apoio ao cliente da aplicação.',
  ],
  sections: {
    'data-collected': {
      title: 'Dados que recolhemos',
      paragraphs: ['Recolhemos os dados que nos fornece e os dados gerados quando utiliza o serviço:'],
      items: [
        {
          term: 'Dados da conta:',
          text: 'o seu nome, endereço de e-mail, número de telefone, palavra-passe (guardada apenas em formato de hash), idioma preferido e, se a ativar, as definições da verificação em dois passos.',
        },
        {
          term: 'Perfil de jogador:',
          text: 'data de nascimento, género, altura, peso, nacionalidade, posição, clube e o escalão etário que resulta da data de nascimento.',
        },
        { term: 'Perfil de gestor:', text: 'empresa, género e localização.' },
        {
          term: 'Localização:',
          text: 'a cidade, o país ou o endereço que indicar e, se o permitir no navegador, a sua posição aproximada, que utilizamos para saber em que país se encontra.',
        },
        {
          term: 'Dados de subscrição e pagamento:',
          text: 'o seu programa, o período e o estado de pagamento da sua subscrição, bem como a marca e os últimos quatro dígitos do seu cartão. Os dados completos do cartão são tratados apenas pelo nosso prestador de pagamentos.',
        },
        { term: 'Dados de treino:', text: 'as fases que iniciou e concluiu.' },
        { term: 'Mensagens para o apoio ao cliente:', text: 'o que escreve ao nosso apoio ao cliente.' },
        {
          term: 'Dados técnicos:',
          text: 'registos como o endereço IP, o tipo de navegador e as horas de acesso, de que precisamos para operar o serviço em segurança.',
        },
      ],
    },
    'use-of-data': {
      title: 'Como utilizamos os seus dados',
      paragraphs: ['Utilizamos os seus dados pessoais para:'],
      items: [
        'criar e gerir a sua conta e verificar o seu endereço de e-mail ou número de telefone;',
        'disponibilizar-lhe o programa de treino do seu escalão etário e mostrar o seu progresso;',
        'gerir subscrições, pagamentos, o primeiro mês gratuito e lembretes;',
        'responder às suas perguntas e às suas mensagens para o apoio ao cliente;',
        'manter o serviço seguro, prevenir abusos e corrigir erros;',
        'melhorar os programas e o serviço, sempre que possível com dados agregados;',
        'cumprir as nossas obrigações legais, por exemplo em matéria de contabilidade.',
      ],
      closing: [
        'Não vendemos os seus dados pessoais nem os utilizamos para decisões automatizadas que produzam efeitos jurídicos ou efeitos igualmente significativos para si.',
      ],
    },
    sharing: {
      title: 'Partilha dos seus dados',
      paragraphs: ['Só partilhamos dados pessoais quando é necessário para as finalidades acima, com:'],
      items: [
        'o nosso prestador de pagamentos, que processa os pagamentos com cartão;',
        'fornecedores que, em nosso nome, alojam e operam o serviço, enviam e-mails e SMS ou prestam serviços de mapas e localização (subcontratantes), ao abrigo de acordos de tratamento de dados;',
        'as autoridades, quando a lei o exige.',
      ],
      closing: [
        'Quando um fornecedor trata dados fora da UE/EEE, garantimos que a transferência tem fundamento legal, como as cláusulas contratuais-tipo da Comissão Europeia.',
      ],
    },
    'legal-basis': {
      title: 'Fundamento jurídico',
      paragraphs: ['Tratamos os seus dados pessoais com base nos seguintes fundamentos jurídicos do RGPD:'],
      items: [
        {
          term: 'Contrato:',
          text: 'para disponibilizar a conta, o programa de treino e a subscrição que pediu.',
        },
        {
          term: 'Obrigação jurídica:',
          text: 'para conservar os registos contabilísticos e responder a pedidos das autoridades.',
        },
        {
          term: 'Interesse legítimo:',
          text: 'para manter o serviço seguro, prevenir fraudes e melhorar o serviço. Ponderámos estes interesses face à sua privacidade.',
        },
        {
          term: 'Consentimento:',
          text: 'para a sua posição obtida através do navegador e, no caso de jogadores com menos de 16 anos, o consentimento de um representante legal. O consentimento pode ser retirado a qualquer momento.',
        },
      ],
    },
    'users-under-16': {
      title: 'Utilizadores com menos de 16 anos',
      paragraphs: [
        'Os jogadores com menos de 16 anos só podem utilizar o serviço com a aprovação de um dos pais ou de outro representante legal. O representante legal aprova a conta e o tratamento dos dados pessoais do jogador, e pode exercer em nome do jogador os direitos previstos nesta política. Se tivermos conhecimento de que foi criada uma conta de um jogador com menos de 16 anos sem a aprovação de um representante legal, pedimos essa aprovação e eliminamos a conta se esta não for dada.',
        'Não recolhemos mais dados sobre os jovens jogadores do que os necessários para disponibilizar o programa de treino.',
      ],
    },
    retention: {
      title: 'Durante quanto tempo conservamos os seus dados',
      paragraphs: [
        'Conservamos os seus dados pessoais enquanto tiver uma conta connosco. Se a sua conta estiver inativa há mais de um ano, notificamo-lo por e-mail. Se não iniciar sessão nos três meses seguintes a essa notificação, a sua conta e os dados pessoais a ela associados são eliminados.',
        'Alguns dados têm de ser conservados durante mais tempo porque a lei o exige. Os registos contabilísticos dos pagamentos, por exemplo, são conservados durante sete anos, conforme exige a lei sueca da contabilidade. As mensagens enviadas ao apoio ao cliente são eliminadas juntamente com a conta.',
      ],
    },
    'account-deletion': {
      title: 'Eliminação da sua conta',
      paragraphs: [
        'Pode pedir-nos a qualquer momento, através do apoio ao cliente, que eliminemos a sua conta. Quando a conta é eliminada, a sua subscrição termina, e o seu perfil, os seus dados de treino e as suas mensagens são eliminados ou anonimizados no prazo de 30 dias, exceto os dados que a lei nos obriga a conservar (ver secção 6). A eliminação não pode ser anulada.',
      ],
    },
    'right-to-be-forgotten': {
      title: 'Direito a ser esquecido',
      paragraphs: [
        'Tem o direito de obter o apagamento dos seus dados pessoais quando estes deixarem de ser necessários para a finalidade para a qual foram recolhidos, quando retirar o consentimento em que se baseia o tratamento, quando se opuser a um tratamento baseado no interesse legítimo e não existirem razões imperiosas para o continuar, ou quando os dados tiverem sido tratados ilicitamente. Contacte-nos para exercer este direito. Respondemos no prazo de um mês, informamo-lo se alguns dados tiverem de ser conservados por lei e avisamos os fornecedores que tratam esses dados em nosso nome.',
      ],
    },
    'access-and-portability': {
      title: 'Acesso e portabilidade',
      paragraphs: [
        'Tem o direito de saber se tratamos dados pessoais que lhe digam respeito e de obter gratuitamente uma cópia desses dados. Tem também o direito de pedir a retificação de dados incorretos, de limitar o tratamento em determinados casos e de se opor a um tratamento baseado no interesse legítimo.',
        'Tem direito à portabilidade dos dados: pode receber os dados que nos forneceu e que tratamos com base num contrato ou no seu consentimento, num formato estruturado, de uso corrente e de leitura automática, e pedir que sejam transmitidos a outro responsável pelo tratamento, sempre que tal seja tecnicamente possível. Envie o seu pedido através do apoio ao cliente; respondemos no prazo de um mês.',
      ],
    },
    security: {
      title: 'Segurança',
      paragraphs: [
        'Protegemos os seus dados pessoais com medidas técnicas e organizativas adequadas ao risco. As ligações ao serviço são cifradas, as palavras-passe são guardadas apenas em formato de hash, a verificação em dois passos está disponível e só têm acesso a dados pessoais os colaboradores que deles precisam para o seu trabalho. Os dados do cartão nunca chegam aos nossos servidores. Em caso de violação de dados pessoais, notificamos a Autoridade Sueca para a Proteção da Privacidade quando a lei o exige e informamo-lo sem demora injustificada se a violação for suscetível de implicar um elevado risco para os seus direitos e liberdades.',
      ],
    },
    changes: {
      title: 'Alterações a esta política',
      paragraphs: [
        'Podemos atualizar esta política de privacidade quando o serviço ou a lei mudarem. A data da última alteração é indicada no topo desta página. Se fizermos alterações significativas, informamo-lo por e-mail ou na aplicação antes de estas entrarem em vigor.',
      ],
    },
    communication: {
      title: 'Comunicação',
      paragraphs: [
        'Enviamos-lhe as mensagens de que o serviço necessita, como códigos de verificação, recibos, lembretes antes do fim do mês gratuito e avisos sobre a sua conta ou os nossos termos. Só lhe enviamos newsletters ou ofertas se tiver aceitado recebê-las, e pode deixar de as receber a qualquer momento.',
        'Se tiver dúvidas sobre a forma como tratamos os seus dados pessoais ou quiser exercer os seus direitos, contacte a Football Academy Sverige AB através da página de apoio ao cliente da aplicação. Se considerar que tratamos os seus dados de forma incorreta, tem também o direito de apresentar uma reclamação à Autoridade Sueca para a Proteção da Privacidade (Integritetsskyddsmyndigheten, IMY, www.imy.se).',
      ],
    },
  },
  contactLinkLabel: 'Contactar o apoio ao cliente',
};
