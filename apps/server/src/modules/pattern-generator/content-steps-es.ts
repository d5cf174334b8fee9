import type { Steps } from './content-steps-type.js';

/** The generator's sewing steps in Spanish (decisions 132, 203). */
export const es: Steps = {
  steps: {
    bella: [
      'Marque las pinzas de pecho y de cintura en el revés del delantero y de la espalda.',
      'Cosa las pinzas desde la base hasta la punta, anude los hilos y planche las pinzas de pecho hacia abajo y las de cintura hacia ' +
        'el centro.',
      'Una el delantero y la espalda por los hombros y abra las costuras con la plancha.',
      'Cosa los costados desde la sisa hasta la cintura haciendo coincidir los piquetes, y ábralos con la plancha.',
      'Pruebe el cuerpo a la clienta; ajuste las pinzas y los costados antes de los acabados.',
      'Cierre la manga, embeba la copa en la sisa haciendo coincidir los piquetes, y cósala.',
      'Remate el escote y el borde de la cintura según lo pida la prenda: vista, forro o una falda unida a la cintura.',
    ],
    penelope: [
      'Marque y cosa las pinzas del delantero y de la espalda, y luego plánchelas hacia el centro.',
      'Cosa la costura del centro de la espalda desde el final de la cremallera hasta la abertura; coloque la cremallera por encima.',
      'Remate la abertura trasera: planche la extensión hacia un lado y pespuntéela de través en su parte superior.',
      'Cosa los costados haciendo coincidir los piquetes de la cadera, y ábralos con la plancha.',
      'Doble la pretina por la mitad a lo largo, entretele una mitad y cósala al borde de la cintura.',
      'Cierre los extremos de la pretina y ponga un corchete encima de la cremallera.',
      'Planche el dobladillo, compruebe el largo en la clienta y cósalo a mano o a máquina.',
    ],
    titan: [
      'Compruebe primero el patrón base de pantalón en el cliente con una toile de loneta: es la base sobre la que se dibuja un ' +
        'modelo de pantalón.',
      'Marque las pinzas y cósalas en el delantero y la espalda, y luego plánchelas hacia el centro.',
      'Cosa el costado y después la entrepierna de cada pernera haciendo coincidir los piquetes de la rodilla, y abra las costuras ' +
        'con la plancha.',
      'Vuelva una pernera del derecho, métala dentro de la otra y cosa el tiro desde la cintura delantera hasta la trasera; pespuntee ' +
        'la curva dos veces.',
      'Pruebe en el cliente: compruebe el tiro, el asiento y el quiebre de la pernera, y marque los cambios en el patrón de papel.',
      'Añada la bragueta o la cremallera, la pretina y los bolsillos del modelo elegido sobre una copia del patrón base corregido.',
      'Planche los dobladillos al largo marcado en la prueba y remátelos a mano.',
    ],
    waralee: [
      'Cosa los bolsillos a las perneras en las marcas, derecho con derecho, y vuélvalos hacia dentro.',
      'Cosa la entrepierna de cada pernera y luego una las dos perneras por el tiro.',
      'Doble y planche las tiras por la mitad a lo largo, cosa el borde largo y un extremo, y vuélvalas del derecho.',
      'Hilvane las tiras a la cintura en las marcas del delantero y de la espalda.',
      'Cosa las vistas delantera y trasera al borde de la cintura, pespuntee los márgenes sobre la vista y vuélvalas hacia dentro.',
      'Haga el dobladillo de las perneras; cruce la espalda sobre el delantero y anude las tiras para probar el ajuste.',
    ],
    brian: [
      'Compruebe el patrón base de cuerpo en el cliente: es la base sobre la que se dibujan las líneas de diseño de la chaqueta.',
      'Una el delantero y la espalda por los hombros y los costados para una toile de prueba (puntadas largas).',
      'Cierre la manga y móntela en la sisa, embebiendo la copa entre los piquetes.',
      'Pruebe la toile en el cliente y marque los cambios sobre el tejido; trasládelos al patrón de papel.',
      'Añada las líneas de diseño, las vistas y los cierres de la chaqueta sobre una copia del patrón base corregido.',
    ],
    teagan: [
      'Use una puntada elástica o la remalladora en todas las costuras, ya que el tejido es de punto.',
      'Una el delantero y la espalda por los hombros, estabilizando las costuras con elástico transparente o cinta de refuerzo.',
      'Doble el ribete del escote por la mitad y estírelo ligeramente mientras lo cose alrededor del escote.',
      'Monte las mangas en plano en las sisas haciendo coincidir los piquetes, antes de cerrar los costados.',
      'Cosa cada costado y cada costura de manga de una sola vez, desde el dobladillo hasta el final de la manga.',
      'Planche el dobladillo y los bajos de las mangas y cósalos con aguja doble o con recubridora.',
    ],
    bent: [
      'Entretele los delanteros y la parte superior de la espalda; marque los piquetes en las dos piezas de la manga.',
      'Una la encimera y la bajera de la manga por ambas costuras, embebiendo en el codo, y abra las costuras con la plancha.',
      'Cosa los hombros, embebiendo el hombro de la espalda en el del delantero, y luego los costados.',
      'Pruebe en el cliente y ajuste antes de cortar el forro con las piezas corregidas.',
      'Monte las mangas de dos piezas en las sisas haciendo coincidir los piquetes, y ponga los rellenos de copa.',
      'Remate los bordes delanteros y el bajo con vistas o forro, según pida el modelo de la chaqueta.',
    ],
    simon: [
      'Entretele el cuello, el pie de cuello, los puños y la tapeta de botones.',
      'Cosa la espalda al canesú y a su forro (método burrito), y luego los delanteros al canesú.',
      'Remate en los delanteros la tapeta de botones y la de ojales.',
      'Cosa las carteras de las mangas, monte las mangas en plano y cosa los costados y las costuras de manga con costura cargada.',
      'Cosa el cuello, únalo al pie de cuello y luego el pie de cuello al escote.',
      'Haga los pliegues del bajo de las mangas, ponga los puños y haga el dobladillo de la camisa.',
      'Haga los ojales y cosa los botones en las marcas.',
    ],
    sven: [
      'Una el delantero y la espalda por los hombros con una puntada elástica.',
      'Monte las mangas en plano en las sisas haciendo coincidir los piquetes.',
      'Cosa los costados y las costuras de manga de una sola vez.',
      'Doble por la mitad el canalé de los puños y del bajo, estírelo a la medida y cósalo.',
      'Remate el escote con canalé o un ribete, estirándolo ligeramente mientras lo cose.',
    ],
    aaron: [
      'Una el delantero y la espalda por los hombros con una puntada elástica.',
      'Doble el ribete del escote por la mitad y cósalo alrededor del escote, estirándolo ligeramente.',
      'Cosa un costado, ribetee las sisas en plano y luego cierre el otro costado.',
      'Planche el dobladillo y cósalo con aguja doble o con recubridora.',
    ],
  },
  shared: (seamAllowanceText) => ({
    first: [
      'Imprima el patrón al 100% y compruebe el cuadrado de prueba de la portada; una las páginas con cinta adhesiva según sus ' +
        `nombres y luego corte las piezas por la línea de corte (margen de costura de ${seamAllowanceText} incluido).`,
      'Lave el tejido antes como lavará la prenda, plánchelo y coloque las piezas con el hilo recto paralelo al orillo; corte las ' +
        'piezas marcadas «al doblez» contra el doblez.',
    ],
    last: 'Planche cada costura a medida que avanza y dé un último planchado a la prenda acabada.',
  }),
};
