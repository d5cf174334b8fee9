import { languageTable } from '../../lib/language-table.js';
import type { CodeMailWords } from '../auth/mail-words.js';

/** The codes of the account settings, mailed in the style of the sign-up mails (auth/mail-words.ts). */
export type AccountCodeWords = {
  /** To the new address, which proves it belongs to the user. */
  emailChange: CodeMailWords;
  /** To the current address, the proof of an account without a password. */
  currentAddress: CodeMailWords;
  deleteAccount: CodeMailWords;
};

/** The account's code mails in their reader's language (decision 203); English is their original wording. */
export const accountCodeWords = languageTable<AccountCodeWords>('account.codeMails', {
  en: {
    emailChange: {
      subject: 'Confirm your new Atelier email address',
      title: 'Confirm your new email',
      intro: (n) => `Hello ${n}, use this code to move your Atelier account to this email address.`,
      outro:
        'The code is valid for 10 minutes and can be used once. Until it is entered, your account ' +
        'keeps its current address. If you did not ask for this, ignore this email.',
    },
    currentAddress: {
      subject: 'Your Atelier email change code',
      title: 'Change your email address',
      intro: (n) => `Hello ${n}, use this code to confirm that you want to move your Atelier account to another email address.`,
      outro:
        'The code is valid for 10 minutes and can be used once. If you did not ask for it, someone ' +
        'may be using your account: sign out every device in Settings, Security.',
    },
    deleteAccount: {
      subject: 'Your Atelier account deletion code',
      title: 'Delete your account',
      intro: (n) => `Hello ${n}, use this code to confirm that you want to delete your Atelier account and all its data.`,
      outro:
        'The code is valid for 10 minutes and can be used once. If you did not ask for it, your account stays as it is; consider changing how you sign in.',
    },
  },
  fr: {
    emailChange: {
      subject: 'Confirmez votre nouvelle adresse e-mail Atelier',
      title: 'Confirmez votre nouvelle adresse e-mail',
      intro: (n) => `Bonjour ${n}, utilisez ce code pour transférer votre compte Atelier vers cette adresse e-mail.`,
      outro:
        'Le code est valable 10 minutes et ne sert qu’une fois. Tant qu’il n’est pas saisi, votre compte garde son adresse actuelle. ' +
        'Si vous n’avez rien demandé, ignorez cet e-mail.',
    },
    currentAddress: {
      subject: 'Votre code de changement d’adresse e-mail Atelier',
      title: 'Changez votre adresse e-mail',
      intro: (n) =>
        `Bonjour ${n}, utilisez ce code pour confirmer que vous souhaitez transférer votre compte Atelier vers une autre adresse e-mail.`,
      outro:
        'Le code est valable 10 minutes et ne sert qu’une fois. Si vous ne l’avez pas demandé, quelqu’un utilise peut-être ' +
        'votre compte : déconnectez tous les appareils dans Paramètres, Sécurité.',
    },
    deleteAccount: {
      subject: 'Votre code de suppression de compte Atelier',
      title: 'Supprimez votre compte',
      intro: (n) =>
        `Bonjour ${n}, utilisez ce code pour confirmer que vous souhaitez supprimer votre compte Atelier et toutes ses données.`,
      outro:
        'Le code est valable 10 minutes et ne sert qu’une fois. Si vous ne l’avez pas demandé, votre compte reste tel quel ; ' +
        'pensez à changer votre façon de vous connecter.',
    },
  },
  es: {
    emailChange: {
      subject: 'Confirme su nueva dirección de correo de Atelier',
      title: 'Confirme su nuevo correo electrónico',
      intro: (n) => `Hola, ${n}: use este código para trasladar su cuenta de Atelier a esta dirección de correo electrónico.`,
      outro:
        'El código es válido durante 10 minutos y solo puede usarse una vez. Hasta que lo introduzca, su cuenta conserva su dirección actual. ' +
        'Si no lo ha solicitado, ignore este mensaje.',
    },
    currentAddress: {
      subject: 'Su código para cambiar el correo electrónico de Atelier',
      title: 'Cambie su dirección de correo electrónico',
      intro: (n) =>
        `Hola, ${n}: use este código para confirmar que desea trasladar su cuenta de Atelier a otra dirección de correo electrónico.`,
      outro:
        'El código es válido durante 10 minutos y solo puede usarse una vez. Si no lo ha solicitado, es posible que alguien esté usando ' +
        'su cuenta: cierre la sesión en todos los dispositivos en Ajustes, Seguridad.',
    },
    deleteAccount: {
      subject: 'Su código para eliminar la cuenta de Atelier',
      title: 'Elimine su cuenta',
      intro: (n) => `Hola, ${n}: use este código para confirmar que desea eliminar su cuenta de Atelier y todos sus datos.`,
      outro:
        'El código es válido durante 10 minutos y solo puede usarse una vez. Si no lo ha solicitado, su cuenta no cambia; ' +
        'le recomendamos cambiar su forma de iniciar sesión.',
    },
  },
  pt: {
    emailChange: {
      subject: 'Confirme o seu novo endereço de e-mail do Atelier',
      title: 'Confirme o seu novo e-mail',
      intro: (n) => `Olá, ${n}: use este código para mudar a sua conta do Atelier para este endereço de e-mail.`,
      outro:
        'O código é válido durante 10 minutos e só pode ser usado uma vez. Enquanto não for inserido, a sua conta mantém o endereço atual. ' +
        'Se não fez este pedido, ignore este e-mail.',
    },
    currentAddress: {
      subject: 'O seu código de alteração de e-mail do Atelier',
      title: 'Altere o seu endereço de e-mail',
      intro: (n) => `Olá, ${n}: use este código para confirmar que quer mudar a sua conta do Atelier para outro endereço de e-mail.`,
      outro:
        'O código é válido durante 10 minutos e só pode ser usado uma vez. Se não o pediu, alguém pode ter acesso à sua conta: ' +
        'encerre a sessão em todos os dispositivos em Configurações, Segurança.',
    },
    deleteAccount: {
      subject: 'O seu código para apagar a conta do Atelier',
      title: 'Apague a sua conta',
      intro: (n) => `Olá, ${n}: use este código para confirmar que quer apagar a sua conta do Atelier e todos os dados dela.`,
      outro:
        'O código é válido durante 10 minutos e só pode ser usado uma vez. Se não o pediu, a sua conta continua como está; ' +
        'considere mudar a forma como inicia sessão.',
    },
  },
  de: {
    emailChange: {
      subject: 'Bestätigen Sie Ihre neue E-Mail-Adresse für Atelier',
      title: 'Neue E-Mail-Adresse bestätigen',
      intro: (n) => `Guten Tag ${n}, mit diesem Code stellen Sie Ihr Atelier-Konto auf diese E-Mail-Adresse um.`,
      outro:
        'Der Code ist 10 Minuten gültig und kann einmal verwendet werden. Bis er eingegeben ist, behält Ihr Konto seine bisherige Adresse. ' +
        'Wenn Sie das nicht angefordert haben, ignorieren Sie diese E-Mail.',
    },
    currentAddress: {
      subject: 'Ihr Code zur Änderung der E-Mail-Adresse für Atelier',
      title: 'E-Mail-Adresse ändern',
      intro: (n) =>
        `Guten Tag ${n}, mit diesem Code bestätigen Sie, dass Sie Ihr Atelier-Konto auf eine andere E-Mail-Adresse umstellen möchten.`,
      outro:
        'Der Code ist 10 Minuten gültig und kann einmal verwendet werden. Wenn Sie ihn nicht angefordert haben, nutzt womöglich jemand ' +
        'Ihr Konto: Melden Sie alle Geräte unter Einstellungen, Sicherheit ab.',
    },
    deleteAccount: {
      subject: 'Ihr Code zum Löschen Ihres Atelier-Kontos',
      title: 'Konto löschen',
      intro: (n) => `Guten Tag ${n}, mit diesem Code bestätigen Sie, dass Sie Ihr Atelier-Konto mit allen Daten löschen möchten.`,
      outro:
        'Der Code ist 10 Minuten gültig und kann einmal verwendet werden. Wenn Sie ihn nicht angefordert haben, bleibt Ihr Konto ' +
        'unverändert; ändern Sie am besten, wie Sie sich anmelden.',
    },
  },
  it: {
    emailChange: {
      subject: 'Confermi il Suo nuovo indirizzo e-mail per Atelier',
      title: 'Confermi il nuovo indirizzo e-mail',
      intro: (n) => `Buongiorno ${n}, usi questo codice per spostare il Suo account Atelier su questo indirizzo e-mail.`,
      outro:
        'Il codice è valido per 10 minuti e si può usare una sola volta. Finché non viene inserito, il Suo account mantiene ' +
        'l’indirizzo attuale. Se non l’ha richiesto, ignori questa e-mail.',
    },
    currentAddress: {
      subject: 'Il Suo codice per cambiare l’indirizzo e-mail di Atelier',
      title: 'Cambi il Suo indirizzo e-mail',
      intro: (n) =>
        `Buongiorno ${n}, usi questo codice per confermare che desidera spostare il Suo account Atelier su un altro indirizzo e-mail.`,
      outro:
        'Il codice è valido per 10 minuti e si può usare una sola volta. Se non l’ha richiesto, qualcuno potrebbe usare il Suo ' +
        'account: disconnetta tutti i dispositivi in Impostazioni, Sicurezza.',
    },
    deleteAccount: {
      subject: 'Il Suo codice per eliminare l’account Atelier',
      title: 'Elimini il Suo account',
      intro: (n) => `Buongiorno ${n}, usi questo codice per confermare che desidera eliminare il Suo account Atelier e tutti i suoi dati.`,
      outro:
        'Il codice è valido per 10 minuti e si può usare una sola volta. Se non l’ha richiesto, il Suo account resta com’è; ' +
        'valuti di cambiare il modo in cui accede.',
    },
  },
});
