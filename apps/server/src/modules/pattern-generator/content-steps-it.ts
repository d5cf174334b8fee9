import type { Steps } from './content-steps-type.js';

/** The generator's sewing steps in Italian (decisions 132, 203). */
export const it: Steps = {
  steps: {
    bella: [
      'Segni le pince del seno e della vita sul rovescio del davanti e del dietro.',
      'Cucia le pince dalla base verso la punta, annodi i fili e stiri le pince del seno verso il basso e quelle della vita verso il ' +
        'centro.',
      'Unisca il davanti e il dietro sulle spalle e stiri le cuciture aperte.',
      'Cucia i fianchi dal giromanica alla vita facendo combaciare le tacche, e stiri le cuciture aperte.',
      'Provi il corpino sulla cliente; aggiusti le pince e i fianchi prima delle rifiniture.',
      'Chiuda la manica, la monti nel giromanica ripartendo l’agevolezza della testa tra le tacche, e cucia.',
      'Rifinisca lo scollo e il bordo della vita secondo il capo: paramontura, fodera o una gonna attaccata in vita.',
    ],
    penelope: [
      'Segni e cucia le pince del davanti e del dietro, poi le stiri verso il centro.',
      'Cucia il centro dietro dal fermo della cerniera fino allo spacco; applichi la cerniera sopra.',
      'Rifinisca lo spacco dietro: stiri la sormonta da un lato e la fissi con un’impuntura trasversale in alto.',
      'Cucia i fianchi facendo combaciare le tacche all’altezza delle anche, e stiri le cuciture aperte.',
      'Pieghi la cintura a metà nel senso della lunghezza, applichi la teletta su una metà e la cucia al bordo della vita.',
      'Chiuda le estremità della cintura e applichi un gancetto sopra la cerniera.',
      'Stiri l’orlo, verifichi la lunghezza sulla cliente e lo cucia a mano o a macchina.',
    ],
    titan: [
      'Verifichi prima la base dei pantaloni sul cliente in tela di cotone: è la base su cui si disegna un modello di pantalone.',
      'Segni le pince e le cucia sul davanti e sul dietro, poi le stiri verso il centro.',
      'Cucia il fianco e poi l’interno gamba di ogni gamba facendo combaciare le tacche del ginocchio, e stiri le cuciture aperte.',
      'Rivolti una gamba sul diritto, la infili nell’altra e cucia il cavallo dalla vita davanti alla vita dietro; cucia due volte la ' +
        'curva.',
      'Provi sul cliente: controlli l’altezza del cavallo, il sedere e la caduta della gamba, e riporti le correzioni sul cartamodello.',
      'Aggiunga la patta o la cerniera, la cintura e le tasche del modello scelto su una copia della base corretta.',
      'Stiri gli orli alla lunghezza segnata durante la prova e li rifinisca a mano.',
    ],
    waralee: [
      'Cucia le tasche alle gambe nei punti segnati, diritto contro diritto, e le rivolti all’interno.',
      'Cucia l’interno gamba di ogni gamba, poi unisca le due gambe lungo il cavallo.',
      'Pieghi e stiri i lacci a metà nel senso della lunghezza, cucia il lato lungo e un’estremità, e li rivolti.',
      'Imbastisca i lacci in vita ai segni del davanti e del dietro.',
      'Cucia le paramonture davanti e dietro al bordo della vita, fissi i margini sulla paramontura con un’impuntura e le rivolti ' +
        'all’interno.',
      'Faccia l’orlo alle gambe; sovrapponga il dietro al davanti e annodi i lacci per provare la vestibilità.',
    ],
    brian: [
      'Verifichi la base del busto sul cliente: è la base su cui si disegnano le linee di modello della giacca.',
      'Unisca il davanti e il dietro sulle spalle e sui fianchi per una tela di prova (punti lunghi).',
      'Chiuda la manica e la monti nel giromanica, ripartendo l’agevolezza della testa tra le tacche.',
      'Provi la tela sul cliente e segni le correzioni sul tessuto; le riporti sul cartamodello.',
      'Aggiunga le linee di modello, le paramonture e le chiusure della giacca su una copia della base corretta.',
    ],
    teagan: [
      'Usi un punto elastico o la tagliacuci per ogni cucitura, perché il tessuto è una maglina.',
      'Unisca il davanti e il dietro sulle spalle, stabilizzando le cuciture con elastico trasparente o nastro di rinforzo.',
      'Pieghi a metà il bordino dello scollo e lo tenda leggermente mentre lo cuce lungo lo scollo.',
      'Monti le maniche in piano nei giromanica facendo combaciare le tacche, prima di chiudere i fianchi.',
      'Cucia ogni fianco e ogni cucitura della manica in un solo passaggio, dall’orlo al fondo della manica.',
      'Stiri l’orlo e gli orli delle maniche e li cucia con l’ago gemello o con la ricopritrice.',
    ],
    bent: [
      'Applichi la teletta ai davanti e alla parte alta del dietro; segni le tacche su entrambe le parti della manica.',
      'Unisca sopramanica e sottomanica lungo le due cuciture, ripartendo l’agevolezza al gomito, e stiri le cuciture aperte.',
      'Cucia le spalle, ripartendo l’agevolezza della spalla dietro sul davanti, poi i fianchi.',
      'Provi sul cliente e corregga prima di tagliare la fodera dai pezzi corretti.',
      'Monti le maniche in due pezzi nei giromanica facendo combaciare le tacche, e applichi i rollini.',
      'Rifinisca i bordi davanti e l’orlo con paramonture o fodera, secondo il modello della giacca.',
    ],
    simon: [
      'Applichi la teletta al collo, al listino, ai polsini e al cannoncino.',
      'Cucia il dietro al carré e alla sua fodera (metodo burrito), poi i davanti al carré.',
      'Rifinisca sui davanti il cannoncino dei bottoni e quello delle asole.',
      'Cucia gli spacchetti delle maniche, monti le maniche in piano e chiuda fianchi e maniche con cuciture ribattute.',
      'Cucia il collo, lo unisca al listino, poi il listino allo scollo.',
      'Faccia le pieghe al fondo delle maniche, applichi i polsini e faccia l’orlo della camicia.',
      'Faccia le asole e attacchi i bottoni nei punti segnati.',
    ],
    sven: [
      'Unisca il davanti e il dietro sulle spalle con un punto elastico.',
      'Monti le maniche in piano nei giromanica facendo combaciare le tacche.',
      'Cucia i fianchi e le cuciture delle maniche in un solo passaggio.',
      'Pieghi a metà la costina dei polsini e del fondo, la tenda alla misura e la cucia.',
      'Rifinisca lo scollo con una costina o un bordino, tendendolo leggermente mentre lo cuce.',
    ],
    aaron: [
      'Unisca il davanti e il dietro sulle spalle con un punto elastico.',
      'Pieghi a metà il bordino dello scollo e lo cucia lungo lo scollo tendendolo leggermente.',
      'Cucia un fianco, applichi in piano il bordino ai giromanica, poi chiuda l’altro fianco.',
      'Stiri l’orlo e lo cucia con l’ago gemello o con la ricopritrice.',
    ],
  },
  shared: (seamAllowanceText) => ({
    first: [
      'Stampi il cartamodello al 100% e controlli il quadrato di prova sulla copertina; unisca le pagine con il nastro adesivo ' +
        `secondo i loro nomi, poi tagli i pezzi lungo la linea di taglio (margine di cucitura di ${seamAllowanceText} compreso).`,
      'Lavi prima il tessuto come laverà il capo, lo stiri e disponga i pezzi con il drittofilo parallelo alla cimosa; tagli i pezzi ' +
        'segnati «in piega» appoggiandoli sulla piega del tessuto.',
    ],
    last: 'Stiri ogni cucitura man mano che procede e dia una stiratura finale al capo finito.',
  }),
};
