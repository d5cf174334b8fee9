import type { Steps } from './content-steps-type.js';

/** The generator's sewing steps in Portuguese, for Portugal and Brazil (decisions 132, 203). */
export const pt: Steps = {
  steps: {
    bella: [
      'Marque as pences do peito e da cintura no avesso da frente e das costas.',
      'Costure as pences da base até a ponta, dê um nó nas linhas e passe a ferro as pences do peito para baixo e as da cintura para ' +
        'o centro.',
      'Una a frente às costas pelos ombros e abra as costuras a ferro.',
      'Costure as laterais da cava até a cintura, fazendo coincidir os piques, e abra-as a ferro.',
      'Prove o corpete na cliente; ajuste as pences e as laterais antes dos acabamentos.',
      'Feche a manga, embeba a cabeça da manga na cava fazendo coincidir os piques, e costure.',
      'Acabe o decote e a cintura conforme a peça pede: vista, forro ou uma saia presa na cintura.',
    ],
    penelope: [
      'Marque e costure as pences da frente e das costas e depois passe-as a ferro para o centro.',
      'Costure o centro das costas desde o fim do fecho até a fenda; aplique o fecho acima.',
      'Acabe a fenda das costas: passe a extensão a ferro para um lado e pesponte-a na transversal, no topo.',
      'Costure as laterais fazendo coincidir os piques do quadril, e abra-as a ferro.',
      'Dobre o cós ao meio no comprimento, entretele uma metade e costure-o à cintura.',
      'Feche as pontas do cós e coloque um colchete acima do fecho.',
      'Dobre a bainha e passe-a a ferro, verifique o comprimento na cliente e faça a bainha à mão ou à máquina.',
    ],
    titan: [
      'Verifique primeiro o molde base de calças no cliente, numa tela de morim: é a base sobre a qual se desenha um modelo de calças.',
      'Marque as pences e costure-as na frente e nas costas; depois passe-as a ferro para o centro.',
      'Costure a lateral e depois a entreperna de cada perna, fazendo coincidir os piques do joelho, e abra as costuras a ferro.',
      'Vire uma perna para o direito, enfie-a dentro da outra e costure o gancho da cintura da frente à cintura das costas; costure a ' +
        'curva duas vezes.',
      'Prove no cliente: verifique a altura do gancho, o assento e a queda da perna, e marque as correções no molde de papel.',
      'Acrescente a braguilha ou o fecho, o cós e os bolsos do modelo escolhido numa cópia do molde base corrigido.',
      'Dobre as bainhas no comprimento marcado na prova, passe-as a ferro e acabe-as à mão.',
    ],
    waralee: [
      'Costure os bolsos às pernas nas marcas, direito com direito, e vire-os para dentro.',
      'Costure a entreperna de cada perna e depois una as duas pernas pelo gancho.',
      'Dobre as tiras ao meio no comprimento e passe-as a ferro, costure a borda comprida e uma ponta, e vire-as.',
      'Alinhave as tiras na cintura, nas marcas da frente e das costas.',
      'Costure as vistas da frente e das costas à cintura, pesponte as margens sobre a vista e vire-as para dentro.',
      'Faça a bainha das pernas; cruze as costas sobre a frente e ate as tiras para provar.',
    ],
    brian: [
      'Verifique o molde base do corpo no cliente: é a base sobre a qual se desenham as linhas de modelo do casaco.',
      'Una a frente às costas pelos ombros e pelas laterais para uma tela de prova (pontos compridos).',
      'Feche a manga e monte-a na cava, embebendo a cabeça entre os piques.',
      'Prove a tela no cliente e marque as correções no tecido; passe-as para o molde de papel.',
      'Acrescente as linhas de modelo, as vistas e os fechos do casaco numa cópia do molde base corrigido.',
    ],
    teagan: [
      'Use um ponto elástico ou a overlock em todas as costuras, pois o tecido é malha.',
      'Una a frente às costas pelos ombros, estabilizando as costuras com elástico transparente ou fita de reforço.',
      'Dobre o viés do decote ao meio e estique-o ligeiramente enquanto o costura ao longo do decote.',
      'Monte as mangas nas cavas com a peça aberta, fazendo coincidir os piques, antes de fechar as laterais.',
      'Costure cada lateral e cada costura da manga de uma só vez, da bainha ao fim da manga.',
      'Dobre a bainha e as bainhas das mangas, passe-as a ferro e costure-as com agulha dupla ou na recobridora.',
    ],
    bent: [
      'Entretele as frentes e a parte de cima das costas; marque os piques nas duas partes da manga.',
      'Una a parte de cima e a parte de baixo da manga pelas duas costuras, embebendo no cotovelo, e abra-as a ferro.',
      'Costure os ombros, embebendo o ombro das costas no da frente, e depois as laterais.',
      'Prove no cliente e ajuste antes de cortar o forro pelas partes corrigidas.',
      'Monte as mangas de duas partes nas cavas fazendo coincidir os piques, e coloque os enchimentos de manga.',
      'Acabe as bordas da frente e a bainha com vistas ou forro, conforme o modelo do casaco.',
    ],
    simon: [
      'Entretele a gola, o pé de gola, os punhos e a carcela dos botões.',
      'Costure as costas à pala e ao seu forro (método burrito) e depois as frentes à pala.',
      'Acabe nas frentes a carcela dos botões e a das casas.',
      'Faça as carcelas das mangas, monte as mangas com a peça aberta e feche as laterais e as mangas com costura rebatida.',
      'Costure a gola, prenda-a ao pé de gola e depois o pé de gola ao decote.',
      'Faça as pregas no fundo das mangas, coloque os punhos e faça a bainha da camisa.',
      'Faça as casas e pregue os botões nas marcas.',
    ],
    sven: [
      'Una a frente às costas pelos ombros com ponto elástico.',
      'Monte as mangas nas cavas com a peça aberta, fazendo coincidir os piques.',
      'Costure as laterais e as costuras das mangas de uma só vez.',
      'Dobre ao meio a ribana dos punhos e da barra, estique-a à medida e costure-a.',
      'Acabe o decote com ribana ou viés, esticando-o ligeiramente enquanto o costura.',
    ],
    aaron: [
      'Una a frente às costas pelos ombros com ponto elástico.',
      'Dobre o viés do decote ao meio e costure-o ao longo do decote, esticando-o ligeiramente.',
      'Costure uma lateral, aplique o viés nas cavas com a peça aberta e depois feche a outra lateral.',
      'Dobre a bainha, passe-a a ferro e costure-a com agulha dupla ou na recobridora.',
    ],
  },
  shared: (seamAllowanceText) => ({
    first: [
      'Imprima o molde a 100% e verifique o quadrado de teste da capa; junte as páginas com fita adesiva pelos seus nomes e depois ' +
        `corte as partes pela linha de corte (margem de costura de ${seamAllowanceText} incluída).`,
      'Lave o tecido antes, como vai lavar a peça, passe-o a ferro e disponha as partes do molde com o fio paralelo à ourela; corte ' +
        'as partes marcadas “na dobra” encostadas à dobra.',
    ],
    last: 'Passe a ferro cada costura à medida que avança e passe a peça pronta a ferro uma última vez.',
  }),
};
