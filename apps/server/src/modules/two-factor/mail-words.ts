import { languageTable } from '../../lib/language-table.js';

/**
 * The two-factor security mails in the account's language (decision 203). The names of things are
 * the web's: its two-factor, recovery code and settings words in each language.
 */
export type TwoFactorMailWords = {
  onSubject: string;
  on: (firstName: string) => string;
  keepCodes: string;
  offSubject: string;
  off: (firstName: string) => string;
  /** After turning it on or off: what to do if the account's owner did not. */
  notYou: string;
  pausedSubject: string;
  paused: (firstName: string, failures: number) => string;
  pausedNotYou: string;
};

const EN: TwoFactorMailWords = {
  onSubject: 'Two-factor authentication is on for your Atelier account',
  on: (name) =>
    `Hello ${name}, two-factor authentication was just turned on for your Atelier ` +
    `account. Signing in now needs a code from your authenticator app or one of your recovery ` +
    `codes.`,
  keepCodes: 'Keep your recovery codes somewhere safe: each works once if you lose your phone.',
  offSubject: 'Two-factor authentication is off for your Atelier account',
  off: (name) =>
    `Hello ${name}, two-factor authentication was just turned off for your Atelier account. Signing in now needs only your password.`,
  notYou: 'If this was not you, change your password now and check the devices signed in to your account in Settings.',
  pausedSubject: 'Atelier paused two-factor codes for your account',
  paused: (name, failures) =>
    `Hello ${name}, someone entered your password correctly and then ${failures} ` +
    `wrong two-factor codes for your Atelier account within 24 hours. To protect the account, ` +
    `two-factor codes for it are paused for 24 hours.`,
  pausedNotYou: 'If this was not you, your password is known to someone else: change it as soon as you can sign in again.',
};

const FR: TwoFactorMailWords = {
  onSubject: 'L’authentification à deux facteurs est activée pour votre compte Atelier',
  on: (name) =>
    `Bonjour ${name}, l’authentification à deux facteurs vient d’être activée pour votre compte Atelier. ` +
    `La connexion demande désormais un code de votre application d’authentification ou l’un de vos codes de récupération.`,
  keepCodes: 'Conservez vos codes de récupération en lieu sûr : chacun fonctionne une fois si vous perdez votre téléphone.',
  offSubject: 'L’authentification à deux facteurs est désactivée pour votre compte Atelier',
  off: (name) =>
    `Bonjour ${name}, l’authentification à deux facteurs vient d’être désactivée pour votre compte Atelier. ` +
    `La connexion ne demande plus que votre mot de passe.`,
  notYou:
    'Si ce n’était pas vous, changez votre mot de passe dès maintenant et vérifiez les appareils connectés à votre compte dans Paramètres.',
  pausedSubject: 'Atelier a suspendu les codes à deux facteurs de votre compte',
  paused: (name, failures) =>
    `Bonjour ${name}, quelqu’un a saisi correctement votre mot de passe, puis ${failures} codes à deux facteurs erronés ` +
    `pour votre compte Atelier en moins de 24 heures. Pour protéger le compte, ses codes à deux facteurs sont suspendus pendant 24 heures.`,
  pausedNotYou: 'Si ce n’était pas vous, quelqu’un d’autre connaît votre mot de passe : changez-le dès que vous pourrez vous reconnecter.',
};

const ES: TwoFactorMailWords = {
  onSubject: 'La verificación en dos pasos está activada en su cuenta de Atelier',
  on: (name) =>
    `Hola, ${name}: se acaba de activar la verificación en dos pasos en su cuenta de Atelier. ` +
    `Para iniciar sesión se necesita ahora un código de su aplicación de autenticación o uno de sus códigos de recuperación.`,
  keepCodes: 'Guarde sus códigos de recuperación en un lugar seguro: cada uno sirve una vez si pierde el teléfono.',
  offSubject: 'La verificación en dos pasos está desactivada en su cuenta de Atelier',
  off: (name) =>
    `Hola, ${name}: se acaba de desactivar la verificación en dos pasos en su cuenta de Atelier. ` +
    `Para iniciar sesión ya solo se necesita su contraseña.`,
  notYou: 'Si no ha sido usted, cambie su contraseña ahora y revise en Ajustes los dispositivos con sesión iniciada en su cuenta.',
  pausedSubject: 'Atelier ha pausado los códigos de verificación en dos pasos de su cuenta',
  paused: (name, failures) =>
    `Hola, ${name}: alguien introdujo correctamente su contraseña y después ${failures} códigos de verificación incorrectos ` +
    `para su cuenta de Atelier en menos de 24 horas. Para proteger la cuenta, sus códigos de verificación quedan pausados durante 24 horas.`,
  pausedNotYou: 'Si no ha sido usted, otra persona conoce su contraseña: cámbiela en cuanto pueda volver a iniciar sesión.',
};

const PT: TwoFactorMailWords = {
  onSubject: 'A autenticação de dois fatores está ativada na sua conta Atelier',
  on: (name) =>
    `Olá, ${name}: a autenticação de dois fatores acabou de ser ativada na sua conta Atelier. ` +
    `Para entrar, agora é preciso um código da sua app de autenticação ou um dos seus códigos de recuperação.`,
  keepCodes: 'Guarde os seus códigos de recuperação em um lugar seguro: cada um funciona uma vez se perder o telefone.',
  offSubject: 'A autenticação de dois fatores está desativada na sua conta Atelier',
  off: (name) =>
    `Olá, ${name}: a autenticação de dois fatores acabou de ser desativada na sua conta Atelier. ` +
    `Para entrar, agora basta a sua senha.`,
  notYou: 'Se não foi você, altere a sua senha agora e verifique em Configurações os dispositivos com sessão iniciada na sua conta.',
  pausedSubject: 'O Atelier pausou os códigos de dois fatores da sua conta',
  paused: (name, failures) =>
    `Olá, ${name}: alguém inseriu corretamente a sua senha e depois ${failures} códigos de dois fatores errados ` +
    `na sua conta Atelier em menos de 24 horas. Para proteger a conta, os códigos de dois fatores dela ficam pausados por 24 horas.`,
  pausedNotYou: 'Se não foi você, outra pessoa conhece a sua senha: altere-a assim que puder entrar de novo.',
};

const DE: TwoFactorMailWords = {
  onSubject: 'Die Zwei-Faktor-Authentifizierung ist für Ihr Atelier-Konto eingeschaltet',
  on: (name) =>
    `Guten Tag ${name}, die Zwei-Faktor-Authentifizierung wurde soeben für Ihr Atelier-Konto eingeschaltet. ` +
    `Für die Anmeldung ist jetzt ein Code aus Ihrer Authenticator-App oder einer Ihrer Wiederherstellungscodes nötig.`,
  keepCodes: 'Bewahren Sie Ihre Wiederherstellungscodes sicher auf: Jeder funktioniert einmal, falls Sie Ihr Telefon verlieren.',
  offSubject: 'Die Zwei-Faktor-Authentifizierung ist für Ihr Atelier-Konto ausgeschaltet',
  off: (name) =>
    `Guten Tag ${name}, die Zwei-Faktor-Authentifizierung wurde soeben für Ihr Atelier-Konto ausgeschaltet. ` +
    `Für die Anmeldung ist jetzt nur noch Ihr Passwort nötig.`,
  notYou:
    'Falls Sie das nicht waren, ändern Sie jetzt Ihr Passwort und prüfen Sie unter Einstellungen, welche Geräte bei Ihrem Konto angemeldet sind.',
  pausedSubject: 'Atelier hat die Zwei-Faktor-Codes für Ihr Konto pausiert',
  paused: (name, failures) =>
    `Guten Tag ${name}, jemand hat Ihr Passwort richtig und danach innerhalb von 24 Stunden ${failures} falsche Zwei-Faktor-Codes ` +
    `für Ihr Atelier-Konto eingegeben. Zum Schutz des Kontos sind seine Zwei-Faktor-Codes für 24 Stunden pausiert.`,
  pausedNotYou: 'Falls Sie das nicht waren, kennt jemand anderes Ihr Passwort: Ändern Sie es, sobald Sie sich wieder anmelden können.',
};

const IT: TwoFactorMailWords = {
  onSubject: 'L’autenticazione a due fattori è attiva per il Suo account Atelier',
  on: (name) =>
    `Buongiorno ${name}, l’autenticazione a due fattori è appena stata attivata per il Suo account Atelier. ` +
    `Per accedere ora serve un codice dell’app di autenticazione o uno dei Suoi codici di recupero.`,
  keepCodes: 'Conservi i codici di recupero in un luogo sicuro: ciascuno funziona una volta se perde il telefono.',
  offSubject: 'L’autenticazione a due fattori è disattivata per il Suo account Atelier',
  off: (name) =>
    `Buongiorno ${name}, l’autenticazione a due fattori è appena stata disattivata per il Suo account Atelier. ` +
    `Per accedere ora basta la password.`,
  notYou: 'Se non è stato Lei, cambi subito la password e controlli in Impostazioni i dispositivi collegati al Suo account.',
  pausedSubject: 'Atelier ha sospeso i codici a due fattori del Suo account',
  paused: (name, failures) =>
    `Buongiorno ${name}, qualcuno ha inserito correttamente la Sua password e poi ${failures} codici a due fattori errati ` +
    `per il Suo account Atelier nell’arco di 24 ore. Per proteggere l’account, i suoi codici a due fattori sono sospesi per 24 ore.`,
  pausedNotYou: 'Se non è stato Lei, qualcun altro conosce la Sua password: la cambi appena potrà accedere di nuovo.',
};

export const twoFactorMailWords = languageTable<TwoFactorMailWords>('twoFactor.mail', { en: EN, fr: FR, es: ES, pt: PT, de: DE, it: IT });
