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
        'Jogadores com menos de 16 anos só podem assinar, pagar ou entrar na equipa de um treinador com a aprovação de um pai, mãe ou outro responsável legal. Quando um jogador com menos de 16 anos cria um perfil, pedimos o e-mail do responsável e enviamos a ele um link, no idioma do jogador, para uma página que mostra exatamente o que o jogador compartilhou e o que fazemos com isso. O link funciona uma única vez, durante 7 dias; o jogador pode enviar um novo pela aplicação.',
        'O responsável aprova ou recusa nessa página. Registramos a aprovação (a hora, o e-mail do responsável, a versão desta política e o endereço de internet de onde ela veio) e enviamos um recibo por e-mail ao responsável. Se o responsável recusar, a conta do jogador e os dados dela são eliminados na hora. Até a aprovação, o jogador pode usar o conteúdo gratuito, mas não pode assinar, pagar nem entrar na equipa de um treinador.',
        'Não coletamos mais dados sobre jovens jogadores do que precisamos para oferecer o programa de treino. O responsável pode exercer os direitos do jogador previstos nesta política em nome dele.',
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
        'Mantemos seus dados pessoais enquanto você tiver uma conta conosco. Se você não entrar por um ano, avisamos você por e-mail; se você não entrar nos três meses seguintes ao aviso, sua conta é eliminada da mesma forma que quando você mesmo a exclui. Contas cujo e-mail nunca foi verificado são eliminadas após 7 dias.',
        'Alguns dados precisam ser mantidos por mais tempo porque a lei exige: os registros de pagamentos (valor, data, moeda) são mantidos por sete anos conforme a lei sueca de contabilidade, sem o seu nome, o seu e-mail ou qualquer outro vínculo com você.',
      ],
    },
    'account-deletion': {
      title: 'Eliminação da sua conta',
      paragraphs: [
        'Você mesmo pode eliminar sua conta a qualquer momento em Configurações da conta → Conta → Eliminar minha conta, com a a sua palavra-passe. Sua assinatura no cartão é então cancelada na hora (você não é cobrado novamente) e o provedor de pagamentos elimina você como cliente; sua conta, seu perfil, seu progresso no treino, seus consentimentos, suas mensagens ao suporte e seu histórico de acessos são apagados imediatamente; a sessão é terminada em todos os dispositivos; e enviamos uma confirmação por e-mail. Restam apenas os registros de pagamento descritos na seção 6, sem nada que identifique você. Uma eliminação não pode ser desfeita, mas você pode se registar de novo com o mesmo e-mail e o mesmo telefone.',
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
        'Você tem o direito de saber se tratamos dados pessoais sobre você e de receber uma cópia deles gratuitamente. Em Configurações da conta → Conta → Transferir meus dados, você recebe na hora um ficheiro (JSON, um formato estruturado, de uso comum e legível por máquina) com tudo o que temos sobre você: sua conta, seu perfil de jogador ou treinador, consentimentos, assinaturas e pagamentos, progresso no treino, comentários recebidos, mensagens ao suporte e histórico de acessos. Você pode levar esse ficheiro para outro serviço.',
        'Você também tem o direito de corrigir dados incorretos: você pode alterar seu nome, idioma, telefone e e-mail nas configurações da conta, e o suporte corrige todo o resto. Em alguns casos, você pode limitar o tratamento e se opor ao tratamento baseado em interesse legítimo; escreva ao suporte e respondemos em até um mês.',
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
