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
          text: 'o seu nome, endereço de e-mail, número de telefone, palavra-passe (guardada apenas em formato de hash), idioma preferido e, se a ativar, as definições da autenticação de dois fatores.',
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
        'Os jogadores com menos de 16 anos só podem subscrever, pagar ou entrar na equipa de um treinador com a aprovação de um pai, mãe ou outro encarregado de educação. Quando um jogador com menos de 16 anos cria um perfil, pedimos o e-mail do encarregado de educação e enviamos-lhe uma ligação, no idioma do jogador, para uma página que mostra exatamente o que o jogador partilhou e o que fazemos com isso. A ligação funciona uma única vez, durante 7 dias; o jogador pode enviar uma nova através da aplicação.',
        'O encarregado de educação aprova ou recusa nessa página. Registamos a aprovação (a hora, o e-mail do encarregado de educação, a versão desta política e o endereço de internet de onde veio) e enviamos-lhe um recibo por e-mail. Se o encarregado de educação recusar, a conta do jogador e os respetivos dados são eliminados de imediato. Até à aprovação, o jogador pode utilizar o conteúdo gratuito, mas não pode subscrever, pagar nem entrar na equipa de um treinador.',
        'Não recolhemos mais dados sobre jovens jogadores do que os necessários para oferecer o programa de treino. O encarregado de educação pode exercer, em nome do jogador, os direitos previstos nesta política.',
        'Um pai, mãe ou responsável pode gerir uma conta para os filhos: adiciona uma criança sem endereço de e-mail, pode dar-lhe um acesso próprio (um nome de utilizador e um PIN de seis dígitos), paga pela criança e pode convidar outro responsável, que passa a ver o mesmo sem pagar. Adicionar uma criança é a aprovação do responsável e o consentimento para as duas primeiras finalidades abaixo.',
        'Cada consentimento fica registado: que criança, que finalidades, como foi dado, a versão desta política, quem o deu, o endereço de internet e o navegador de origem, quando, e quando foi revogado. Os responsáveis veem e alteram todos os consentimentos numa só página; o registo faz parte da exportação de dados. As finalidades são:',
      ],
      items: [
        {
          term: 'Perfil:',
          text: 'o nome, a data de nascimento, o clube, o local e as medidas da criança, guardados para a conta funcionar.',
        },
        {
          term: 'Treino:',
          text: 'o programa de treino da faixa etária da criança e o progresso que ela faz.',
        },
        {
          term: 'Treinador:',
          text: 'a criança pode entrar na equipa de um treinador; ele vê o treino da criança e escreve feedback que todos os responsáveis também leem. Revogá-lo tira a criança de todas as equipas de imediato.',
        },
        { term: 'Vídeo:', text: 'a criança pode enviar vídeos de exercícios ao treinador.' },
        {
          term: 'Notificações:',
          text: 'a criança pode receber lembretes e mensagens, nunca durante as horas de silêncio.',
        },
      ],
      closing: [
        'O acesso de uma criança permite treinar, ler e responder; não permite alterar a conta, pagar, dar consentimentos nem apagar nada. A partir dos 16 anos a criança pode assumir a sua própria conta; os responsáveis continuam a ver o treino da criança até ela fazer 18 anos.',
      ],
    },
    retention: {
      title: 'Durante quanto tempo conservamos os seus dados',
      paragraphs: [
        'Conservamos os seus dados pessoais enquanto tiver uma conta connosco. Se não iniciar sessão durante um ano, avisamo-lo por e-mail; se não iniciar sessão nos três meses seguintes ao aviso, a sua conta é eliminada da mesma forma que quando é o próprio a eliminá-la. As contas cujo e-mail nunca foi verificado são eliminadas ao fim de 7 dias.',
        'Alguns dados têm de ser conservados durante mais tempo porque a lei o exige: os registos de pagamentos (valor, data, moeda) são conservados durante sete anos, nos termos da lei sueca da contabilidade, sem o seu nome, o seu e-mail ou qualquer outra ligação a si.',
      ],
    },
    'account-deletion': {
      title: 'Eliminação da sua conta',
      paragraphs: [
        'Pode eliminar a sua conta a qualquer momento em Definições da conta → Conta → Eliminar a minha conta, com a sua palavra-passe. A sua subscrição com cartão é cancelada de imediato (não volta a ser cobrado) e o prestador de pagamentos elimina-o como cliente; a sua conta, o seu perfil, o seu progresso no treino, os seus consentimentos, as suas mensagens ao apoio e o seu histórico de acessos são apagados imediatamente; a sessão é terminada em todos os dispositivos; e enviamos uma confirmação por e-mail. Restam apenas os registos de pagamento descritos na secção 6, sem nada que o identifique. Uma eliminação não pode ser anulada, mas pode registar-se de novo com o mesmo e-mail e o mesmo telemóvel.',
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
        'Tem o direito de saber se tratamos dados pessoais que lhe digam respeito e de receber gratuitamente uma cópia dos mesmos. Em Definições da conta → Conta → Transferir os meus dados, recebe de imediato uma página legível, agrupada por temas, e um ficheiro (JSON, um formato estruturado, de uso corrente e de leitura automática) com tudo o que temos sobre si: a sua conta, o seu perfil de jogador ou treinador, consentimentos, subscrições e pagamentos, progresso no treino, comentários recebidos, mensagens ao apoio e histórico de acessos. Pode levar esse ficheiro para outro serviço.',
        'Tem também o direito de retificar dados incorretos: pode alterar o seu nome, idioma, telemóvel e e-mail nas definições da conta, e o apoio corrige todo o resto. Em alguns casos, pode limitar o tratamento e opor-se ao tratamento baseado no interesse legítimo; escreva ao apoio e respondemos no prazo de um mês.',
      ],
    },
    security: {
      title: 'Segurança',
      paragraphs: [
        'Protegemos os seus dados pessoais com medidas técnicas e organizativas adequadas ao risco. As ligações ao serviço são cifradas, as palavras-passe são guardadas apenas em formato de hash, a autenticação de dois fatores está disponível e só têm acesso a dados pessoais os colaboradores que deles precisam para o seu trabalho. Os dados do cartão nunca chegam aos nossos servidores. Em caso de violação de dados pessoais, notificamos a Autoridade Sueca para a Proteção da Privacidade quando a lei o exige e informamo-lo sem demora injustificada se a violação for suscetível de implicar um elevado risco para os seus direitos e liberdades.',
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
