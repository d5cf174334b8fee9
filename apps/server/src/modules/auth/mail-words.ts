import type { OtpPurpose } from '../../db/schema/index.js';
import { languageTable } from '../../lib/language-table.js';

/** A mail carrying a code: its subject, the heading above the code, the lines before and after it. */
export type CodeMailWords = { subject: string; title: string; intro: (firstName: string) => string; outro: string };

export type AuthMailWords = {
  verification: CodeMailWords;
  reset: CodeMailWords;
  /** Each kind of code in the plural, as the paused-codes mail names it inside a sentence. */
  codes: Record<OtpPurpose, string>;
  codesPaused: { subject: (codes: string) => string; text: (v: { firstName: string; failures: number; codes: string }) => string };
};

/**
 * The sign-up and sign-in mails in their reader's language (decision 203). English is the mails'
 * original wording; each language is written whole, not word for word.
 */
export const authMailWords = languageTable<AuthMailWords>('auth.mails', {
  en: {
    verification: {
      subject: 'Your Atelier verification code',
      title: 'Verify your email',
      intro: (n) => `Hello ${n}, use this code to verify your email address for Atelier.`,
      outro: 'The code is valid for 10 minutes and can be used once. If you did not sign up, ignore this email.',
    },
    reset: {
      subject: 'Your Atelier password reset code',
      title: 'Reset your password',
      intro: (n) => `Hello ${n}, use this code to choose a new password for Atelier.`,
      outro: 'The code is valid for 10 minutes and can be used once. If you did not ask for it, your password stays as it is.',
    },
    codes: {
      verify: 'verification codes',
      reset: 'password reset codes',
      'email-change': 'email change codes',
      'email-change-current': 'email change codes',
      'delete-account': 'account deletion codes',
      totp: 'two-factor codes',
    },
    codesPaused: {
      subject: (codes) => `Atelier paused ${codes} for your account`,
      text: ({ firstName, failures, codes }) =>
        `Hello ${firstName}, someone entered ${failures} wrong ${codes} for your Atelier account within 24 hours. ` +
        `To protect the account, ${codes} for it are paused for 24 hours. Your password has not changed, and you can still sign in with it. ` +
        'If this was not you, nobody got in; if it keeps happening, choose a stronger password once codes work again.',
    },
  },
  fr: {
    verification: {
      subject: 'Votre code de vérification Atelier',
      title: 'Vérifiez votre adresse e-mail',
      intro: (n) => `Bonjour ${n}, utilisez ce code pour vérifier votre adresse e-mail sur Atelier.`,
      outro: 'Le code est valable 10 minutes et ne sert qu’une fois. Si vous n’avez pas créé de compte, ignorez cet e-mail.',
    },
    reset: {
      subject: 'Votre code de réinitialisation du mot de passe Atelier',
      title: 'Réinitialisez votre mot de passe',
      intro: (n) => `Bonjour ${n}, utilisez ce code pour choisir un nouveau mot de passe sur Atelier.`,
      outro: 'Le code est valable 10 minutes et ne sert qu’une fois. Si vous ne l’avez pas demandé, votre mot de passe reste inchangé.',
    },
    codes: {
      verify: 'codes de vérification',
      reset: 'codes de réinitialisation du mot de passe',
      'email-change': 'codes de changement d’adresse e-mail',
      'email-change-current': 'codes de changement d’adresse e-mail',
      'delete-account': 'codes de suppression du compte',
      totp: 'codes d’authentification à deux facteurs',
    },
    codesPaused: {
      subject: (codes) => `Atelier a suspendu les ${codes} de votre compte`,
      text: ({ firstName, failures, codes }) =>
        `Bonjour ${firstName}, quelqu’un a saisi ${failures} codes erronés pour votre compte Atelier en 24 heures. ` +
        `Pour protéger le compte, les ${codes} sont suspendus pendant 24 heures. Votre mot ` +
        `de passe n’a pas changé et vous pouvez toujours l’utiliser pour vous connecter. ` +
        'Si ce n’était pas vous, personne n’est entré ; si cela se reproduit, choisissez ' +
        'un mot de passe plus robuste quand les codes fonctionneront de nouveau.',
    },
  },
  es: {
    verification: {
      subject: 'Su código de verificación de Atelier',
      title: 'Verifique su correo electrónico',
      intro: (n) => `Hola, ${n}: use este código para verificar su dirección de correo electrónico en Atelier.`,
      outro: 'El código es válido durante 10 minutos y solo puede usarse una vez. Si no se ha registrado, ignore este mensaje.',
    },
    reset: {
      subject: 'Su código para restablecer la contraseña de Atelier',
      title: 'Restablezca su contraseña',
      intro: (n) => `Hola, ${n}: use este código para elegir una contraseña nueva en Atelier.`,
      outro: 'El código es válido durante 10 minutos y solo puede usarse una vez. Si no lo ha solicitado, su contraseña no cambia.',
    },
    codes: {
      verify: 'códigos de verificación',
      reset: 'códigos para restablecer la contraseña',
      'email-change': 'códigos de cambio de correo electrónico',
      'email-change-current': 'códigos de cambio de correo electrónico',
      'delete-account': 'códigos de eliminación de la cuenta',
      totp: 'códigos de verificación en dos pasos',
    },
    codesPaused: {
      subject: (codes) => `Atelier ha pausado los ${codes} de su cuenta`,
      text: ({ firstName, failures, codes }) =>
        `Hola, ${firstName}: alguien introdujo ${failures} códigos incorrectos para su cuenta de Atelier en 24 horas. ` +
        `Para proteger la cuenta, los ${codes} quedan en pausa durante 24 horas. Su contraseña no ha cambiado y puede seguir iniciando sesión con ella. ` +
        'Si no fue usted, nadie ha entrado; si vuelve a ocurrir, elija una contraseña más segura cuando los códigos vuelvan a funcionar.',
    },
  },
  pt: {
    verification: {
      subject: 'O seu código de verificação do Atelier',
      title: 'Verifique o seu e-mail',
      intro: (n) => `Olá, ${n}: use este código para verificar o seu endereço de e-mail no Atelier.`,
      outro: 'O código é válido durante 10 minutos e só pode ser usado uma vez. Se não criou uma conta, ignore este e-mail.',
    },
    reset: {
      subject: 'O seu código para redefinir a senha do Atelier',
      title: 'Redefina a sua senha',
      intro: (n) => `Olá, ${n}: use este código para escolher uma nova senha no Atelier.`,
      outro: 'O código é válido durante 10 minutos e só pode ser usado uma vez. Se não o pediu, a sua senha continua igual.',
    },
    codes: {
      verify: 'códigos de verificação',
      reset: 'códigos de redefinição de senha',
      'email-change': 'códigos de alteração de e-mail',
      'email-change-current': 'códigos de alteração de e-mail',
      'delete-account': 'códigos para apagar a conta',
      totp: 'códigos de autenticação de dois fatores',
    },
    codesPaused: {
      subject: (codes) => `O Atelier suspendeu os ${codes} da sua conta`,
      text: ({ firstName, failures, codes }) =>
        `Olá, ${firstName}: alguém inseriu ${failures} códigos errados na sua conta do Atelier em 24 horas. ` +
        `Para proteger a conta, os ${codes} ficam suspensos durante 24 horas. A sua senha não mudou e ainda pode iniciar sessão com ela. ` +
        'Se não reconhece estas tentativas, ninguém entrou; se voltar a acontecer, escolha uma senha mais forte quando os códigos voltarem a funcionar.',
    },
  },
  de: {
    verification: {
      subject: 'Ihr Bestätigungscode für Atelier',
      title: 'Bestätigen Sie Ihre E-Mail-Adresse',
      intro: (n) => `Guten Tag ${n}, mit diesem Code bestätigen Sie Ihre E-Mail-Adresse für Atelier.`,
      outro:
        'Der Code ist 10 Minuten gültig und kann einmal verwendet werden. Wenn Sie sich nicht registriert haben, ignorieren Sie diese E-Mail.',
    },
    reset: {
      subject: 'Ihr Code zum Zurücksetzen des Passworts für Atelier',
      title: 'Setzen Sie Ihr Passwort zurück',
      intro: (n) => `Guten Tag ${n}, mit diesem Code wählen Sie ein neues Passwort für Atelier.`,
      outro:
        'Der Code ist 10 Minuten gültig und kann einmal verwendet werden. Wenn Sie ihn nicht angefordert haben, bleibt Ihr Passwort unverändert.',
    },
    codes: {
      verify: 'Bestätigungscodes',
      reset: 'Codes zum Zurücksetzen des Passworts',
      'email-change': 'Codes zur Änderung der E-Mail-Adresse',
      'email-change-current': 'Codes zur Änderung der E-Mail-Adresse',
      'delete-account': 'Codes zur Löschung des Kontos',
      totp: 'Codes der Zwei-Faktor-Authentifizierung',
    },
    codesPaused: {
      subject: (codes) => `Atelier hat ${codes} für Ihr Konto ausgesetzt`,
      text: ({ firstName, failures, codes }) =>
        `Guten Tag ${firstName}, jemand hat innerhalb von 24 Stunden ${failures} falsche Codes für Ihr Atelier-Konto eingegeben. ` +
        `Zum Schutz des Kontos sind ${codes} dafür 24 Stunden lang ausgesetzt. Ihr Passwort ist unverändert, und Sie können sich weiterhin damit anmelden. ` +
        'Wenn Sie das nicht waren: Niemand ist hineingekommen; wenn es wieder vorkommt, ' +
        'wählen Sie ein stärkeres Passwort, sobald die Codes wieder funktionieren.',
    },
  },
  it: {
    verification: {
      subject: 'Il Suo codice di verifica Atelier',
      title: 'Verifichi il Suo indirizzo e-mail',
      intro: (n) => `Buongiorno ${n}, usi questo codice per verificare il Suo indirizzo e-mail su Atelier.`,
      outro: 'Il codice è valido per 10 minuti e si può usare una sola volta. Se non ha creato un account, ignori questa e-mail.',
    },
    reset: {
      subject: 'Il Suo codice per reimpostare la password di Atelier',
      title: 'Reimposti la Sua password',
      intro: (n) => `Buongiorno ${n}, usi questo codice per scegliere una nuova password su Atelier.`,
      outro: 'Il codice è valido per 10 minuti e si può usare una sola volta. Se non l’ha richiesto, la Sua password resta invariata.',
    },
    codes: {
      verify: 'codici di verifica',
      reset: 'codici per reimpostare la password',
      'email-change': 'codici per cambiare l’indirizzo e-mail',
      'email-change-current': 'codici per cambiare l’indirizzo e-mail',
      'delete-account': 'codici per eliminare l’account',
      totp: 'codici di autenticazione a due fattori',
    },
    codesPaused: {
      subject: (codes) => `Atelier ha sospeso i ${codes} del Suo account`,
      text: ({ firstName, failures, codes }) =>
        `Buongiorno ${firstName}, qualcuno ha inserito ${failures} codici errati per il Suo account Atelier nell’arco di 24 ore. ` +
        `Per proteggere l’account, i ${codes} sono sospesi per 24 ore. La Sua password non è cambiata e può continuare ad accedere con essa. ` +
        'Se non è stato Lei, nessuno è entrato; se dovesse ripetersi, scelga una password più sicura quando i codici torneranno a funzionare.',
    },
  },
});
