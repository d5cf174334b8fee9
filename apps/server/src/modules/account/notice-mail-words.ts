import { languageTable } from '../../lib/language-table.js';

/** The account's notices (no code): each returns its paragraphs, the values written in by the caller. */
export type AccountNoticeWords = {
  emailChanged: {
    subject: string;
    paragraphs: (v: { firstName: string; newEmail: string; oldEmail: string; undoUrl: string }) => string[];
  };
  emailRestored: { subject: string; paragraphs: (v: { firstName: string; address: string; forgotPasswordUrl: string }) => string[] };
  accountDeleted: { subject: string; owner: (firstName: string) => string; member: (firstName: string) => string; thanks: string };
  /** `day` is the due day as the language writes it. */
  deadline: {
    subject: (project: string) => string;
    paragraphs: (v: { firstName: string; project: string; client: string; day: string; url: string }) => string[];
  };
};

/** The account's notices in their reader's language (decision 203); English is their original wording. */
export const accountNoticeWords = languageTable<AccountNoticeWords>('account.noticeMails', {
  en: {
    emailChanged: {
      subject: 'Your Atelier email address was changed',
      paragraphs: ({ firstName, newEmail, oldEmail, undoUrl }) => [
        `Hello ${firstName}, your Atelier account now uses the email address ${newEmail}. ` +
          `This address (${oldEmail}) no longer signs in, and the account's other devices were signed out.`,
        `If you did not make this change, undo it within 7 days with this link (it works once): ${undoUrl}`,
        'Undoing brings this address back, signs every device out and removes the password; you then set a new one with "Forgot password".',
      ],
    },
    emailRestored: {
      subject: 'Your Atelier email address was restored',
      paragraphs: ({ firstName, address, forgotPasswordUrl }) => [
        `Hello ${firstName}, your Atelier account uses this address (${address}) again. Every device was signed out and the password was removed.`,
        `Set a new password here: ${forgotPasswordUrl}. If you signed in with Google or Facebook, you can keep doing so.`,
      ],
    },
    accountDeleted: {
      subject: 'Your Atelier account was deleted',
      owner: (n) =>
        `Hello ${n}, your Atelier account and everything it held (clients, measurements, projects, files and sessions) have been deleted.`,
      member: (n) =>
        `Hello ${n}, your Atelier account, its sessions and its own files have been deleted. ` +
        'The records you worked on stay with the studio you were a member of.',
      thanks: 'Thank you for using Atelier. You can sign up again at any time.',
    },
    deadline: {
      subject: (project) => `Due in two days: ${project}`,
      paragraphs: ({ firstName, project, client, day, url }) => [
        `Hello ${firstName}, the project "${project}" for ${client} is due on ${day}, in two days.`,
        `Open it in Atelier: ${url}`,
        'You receive this because project deadline reminders are on. Turn them off in Settings, Notifications.',
      ],
    },
  },
  fr: {
    emailChanged: {
      subject: 'Votre adresse e-mail Atelier a été modifiée',
      paragraphs: ({ firstName, newEmail, oldEmail, undoUrl }) => [
        `Bonjour ${firstName}, votre compte Atelier utilise désormais l’adresse e-mail ${newEmail}. ` +
          `Cette adresse (${oldEmail}) ne permet plus de se connecter, et les autres appareils du compte ont été déconnectés.`,
        `Si vous n’êtes pas à l’origine de ce changement, annulez-le dans les 7 jours avec ce lien (il ne sert qu’une fois) : ${undoUrl}`,
        'L’annulation rétablit cette adresse, déconnecte tous les appareils et supprime le ' +
          'mot de passe ; vous en définissez ensuite un nouveau avec « Mot de passe oublié ».',
      ],
    },
    emailRestored: {
      subject: 'Votre adresse e-mail Atelier a été rétablie',
      paragraphs: ({ firstName, address, forgotPasswordUrl }) => [
        `Bonjour ${firstName}, votre compte Atelier utilise de nouveau cette adresse ` +
          `(${address}). Tous les appareils ont été déconnectés et le mot de passe a été supprimé.`,
        `Définissez un nouveau mot de passe ici : ${forgotPasswordUrl}. Si vous vous connectiez avec Google ou Facebook, vous pouvez continuer ainsi.`,
      ],
    },
    accountDeleted: {
      subject: 'Votre compte Atelier a été supprimé',
      owner: (n) =>
        `Bonjour ${n}, votre compte Atelier et tout ce qu’il contenait (clients, mesures, projets, fichiers et sessions) ont été supprimés.`,
      member: (n) =>
        `Bonjour ${n}, votre compte Atelier, ses sessions et ses propres fichiers ont été supprimés. ` +
        'Les données sur lesquelles vous avez travaillé restent à l’atelier dont vous étiez membre.',
      thanks: 'Merci d’avoir utilisé Atelier. Vous pouvez vous réinscrire à tout moment.',
    },
    deadline: {
      subject: (project) => `À rendre dans deux jours : ${project}`,
      paragraphs: ({ firstName, project, client, day, url }) => [
        `Bonjour ${firstName}, le projet « ${project} » pour ${client} est à rendre le ${day}, dans deux jours.`,
        `Ouvrez-le dans Atelier : ${url}`,
        'Vous recevez ce message car les rappels d’échéance des projets sont activés. Désactivez-les dans Paramètres, Notifications.',
      ],
    },
  },
  es: {
    emailChanged: {
      subject: 'Se ha cambiado su dirección de correo de Atelier',
      paragraphs: ({ firstName, newEmail, oldEmail, undoUrl }) => [
        `Hola, ${firstName}: su cuenta de Atelier usa ahora la dirección de correo electrónico ${newEmail}. ` +
          `Esta dirección (${oldEmail}) ya no sirve para iniciar sesión, y se ha cerrado la sesión en los demás dispositivos de la cuenta.`,
        `Si no ha hecho este cambio, deshágalo en un plazo de 7 días con este enlace (funciona una sola vez): ${undoUrl}`,
        'Al deshacerlo se recupera esta dirección, se cierra la sesión en todos los dispositivos y ' +
          'se elimina la contraseña; después podrá crear una nueva con «¿Ha olvidado su contraseña?».',
      ],
    },
    emailRestored: {
      subject: 'Se ha recuperado su dirección de correo de Atelier',
      paragraphs: ({ firstName, address, forgotPasswordUrl }) => [
        `Hola, ${firstName}: su cuenta de Atelier vuelve a usar esta dirección (${address}). ` +
          `Se ha cerrado la sesión en todos los dispositivos y se ha eliminado la contraseña.`,
        `Cree una contraseña nueva aquí: ${forgotPasswordUrl}. Si iniciaba sesión con Google o Facebook, puede seguir haciéndolo.`,
      ],
    },
    accountDeleted: {
      subject: 'Se ha eliminado su cuenta de Atelier',
      owner: (n) =>
        `Hola, ${n}: se han eliminado su cuenta de Atelier y todo lo que contenía (clientes, medidas, encargos, archivos y sesiones).`,
      member: (n) =>
        `Hola, ${n}: se han eliminado su cuenta de Atelier, sus sesiones y sus propios archivos. ` +
        'Los datos con los que trabajó siguen en el taller del que era miembro.',
      thanks: 'Gracias por usar Atelier. Puede volver a registrarse cuando quiera.',
    },
    deadline: {
      subject: (project) => `Vence en dos días: ${project}`,
      paragraphs: ({ firstName, project, client, day, url }) => [
        `Hola, ${firstName}: el encargo «${project}» para ${client} vence el ${day}, dentro de dos días.`,
        `Ábralo en Atelier: ${url}`,
        'Recibe esto porque los recordatorios de fechas de entrega de encargos están activados. Desactívelos en Ajustes, Notificaciones.',
      ],
    },
  },
  pt: {
    emailChanged: {
      subject: 'O e-mail da sua conta do Atelier foi alterado',
      paragraphs: ({ firstName, newEmail, oldEmail, undoUrl }) => [
        `Olá, ${firstName}: a sua conta do Atelier usa agora o endereço de e-mail ${newEmail}. ` +
          `Este endereço (${oldEmail}) deixou de servir para iniciar sessão, e a sessão foi encerrada nos outros dispositivos da conta.`,
        `Se não fez esta alteração, desfaça-a no prazo de 7 dias com este link (só funciona uma vez): ${undoUrl}`,
        'Desfazer recupera este endereço, encerra a sessão em todos os dispositivos e remove a senha; depois, defina uma nova em “Esqueceu a senha?”.',
      ],
    },
    emailRestored: {
      subject: 'O e-mail da sua conta do Atelier foi recuperado',
      paragraphs: ({ firstName, address, forgotPasswordUrl }) => [
        `Olá, ${firstName}: a sua conta do Atelier voltou a usar este endereço (${address}). ` +
          `A sessão foi encerrada em todos os dispositivos e a senha foi removida.`,
        `Defina uma nova senha aqui: ${forgotPasswordUrl}. Se iniciava sessão com o Google ou o Facebook, isso não muda.`,
      ],
    },
    accountDeleted: {
      subject: 'A sua conta do Atelier foi apagada',
      owner: (n) =>
        `Olá, ${n}: a sua conta do Atelier e tudo o que continha (clientes, medidas, encomendas, arquivos e sessões) foram apagados.`,
      member: (n) =>
        `Olá, ${n}: a sua conta do Atelier, as sessões dela e os seus próprios arquivos foram apagados. ` +
        'Os dados com que trabalhou ficam no ateliê de que era membro.',
      thanks: 'Obrigado por usar o Atelier. Pode criar uma conta novamente a qualquer momento.',
    },
    deadline: {
      subject: (project) => `Prazo em dois dias: ${project}`,
      paragraphs: ({ firstName, project, client, day, url }) => [
        `Olá, ${firstName}: o prazo da encomenda “${project}” para ${client} é ${day}, daqui a dois dias.`,
        `Abra-a no Atelier: ${url}`,
        'Recebe isto porque os lembretes de prazos das encomendas estão ativos. Desative-os em Configurações, Notificações.',
      ],
    },
  },
  de: {
    emailChanged: {
      subject: 'Die E-Mail-Adresse Ihres Atelier-Kontos wurde geändert',
      paragraphs: ({ firstName, newEmail, oldEmail, undoUrl }) => [
        `Guten Tag ${firstName}, Ihr Atelier-Konto verwendet jetzt die E-Mail-Adresse ${newEmail}. ` +
          `Mit dieser Adresse (${oldEmail}) ist keine Anmeldung mehr möglich, und die anderen Geräte des Kontos wurden abgemeldet.`,
        `Wenn Sie diese Änderung nicht vorgenommen haben, machen Sie sie innerhalb von 7 Tagen mit diesem Link rückgängig (er funktioniert einmal): ${undoUrl}`,
        'Beim Rückgängigmachen kommt diese Adresse zurück, alle Geräte werden abgemeldet und ' +
          'das Passwort wird entfernt; danach legen Sie über „Passwort vergessen“ ein neues fest.',
      ],
    },
    emailRestored: {
      subject: 'Die E-Mail-Adresse Ihres Atelier-Kontos wurde wiederhergestellt',
      paragraphs: ({ firstName, address, forgotPasswordUrl }) => [
        `Guten Tag ${firstName}, Ihr Atelier-Konto verwendet wieder diese Adresse (${address}). Alle Geräte wurden abgemeldet und das Passwort wurde entfernt.`,
        `Legen Sie hier ein neues Passwort fest: ${forgotPasswordUrl}. Wenn Sie sich mit Google oder Facebook angemeldet haben, können Sie das weiterhin tun.`,
      ],
    },
    accountDeleted: {
      subject: 'Ihr Atelier-Konto wurde gelöscht',
      owner: (n) =>
        `Guten Tag ${n}, Ihr Atelier-Konto und alles, was es enthielt (Kunden, Maße, Aufträge, Dateien und Sitzungen), wurden gelöscht.`,
      member: (n) =>
        `Guten Tag ${n}, Ihr Atelier-Konto, seine Sitzungen und seine eigenen Dateien wurden gelöscht. ` +
        'Die Daten, an denen Sie gearbeitet haben, bleiben beim Atelier, dessen Mitglied Sie waren.',
      thanks: 'Danke, dass Sie Atelier genutzt haben. Sie können sich jederzeit wieder registrieren.',
    },
    deadline: {
      subject: (project) => `In zwei Tagen fällig: ${project}`,
      paragraphs: ({ firstName, project, client, day, url }) => [
        `Guten Tag ${firstName}, der Auftrag „${project}“ für ${client} ist am ${day} fällig, in zwei Tagen.`,
        `Öffnen Sie ihn in Atelier: ${url}`,
        'Sie erhalten dies, weil Erinnerungen an Auftragsfristen eingeschaltet sind. Schalten Sie sie unter Einstellungen, Benachrichtigungen aus.',
      ],
    },
  },
  it: {
    emailChanged: {
      subject: 'L’indirizzo e-mail del Suo account Atelier è stato cambiato',
      paragraphs: ({ firstName, newEmail, oldEmail, undoUrl }) => [
        `Buongiorno ${firstName}, il Suo account Atelier ora usa l’indirizzo e-mail ${newEmail}. ` +
          `Questo indirizzo (${oldEmail}) non consente più di accedere, e gli altri dispositivi dell’account sono stati disconnessi.`,
        `Se non ha fatto Lei questa modifica, la annulli entro 7 giorni con questo link (funziona una sola volta): ${undoUrl}`,
        'L’annullamento ripristina questo indirizzo, disconnette tutti i dispositivi ' +
          'e rimuove la password; ne imposterà poi una nuova con «Password dimenticata».',
      ],
    },
    emailRestored: {
      subject: 'L’indirizzo e-mail del Suo account Atelier è stato ripristinato',
      paragraphs: ({ firstName, address, forgotPasswordUrl }) => [
        `Buongiorno ${firstName}, il Suo account Atelier usa di nuovo questo indirizzo ` +
          `(${address}). Tutti i dispositivi sono stati disconnessi e la password è stata rimossa.`,
        `Imposti una nuova password qui: ${forgotPasswordUrl}. Se accedeva con Google o Facebook, può continuare a farlo.`,
      ],
    },
    accountDeleted: {
      subject: 'Il Suo account Atelier è stato eliminato',
      owner: (n) =>
        `Buongiorno ${n}, il Suo account Atelier e tutto ciò che conteneva (clienti, misure, commesse, file e sessioni) sono stati eliminati.`,
      member: (n) =>
        `Buongiorno ${n}, il Suo account Atelier, le sue sessioni e i suoi file sono stati eliminati. ` +
        'I dati su cui ha lavorato restano all’atelier di cui era membro.',
      thanks: 'Grazie per aver usato Atelier. Può registrarsi di nuovo in qualsiasi momento.',
    },
    deadline: {
      subject: (project) => `Scade tra due giorni: ${project}`,
      paragraphs: ({ firstName, project, client, day, url }) => [
        `Buongiorno ${firstName}, la commessa «${project}» per ${client} scade ${day}, tra due giorni.`,
        `La apra in Atelier: ${url}`,
        'Riceve questo messaggio perché i promemoria delle scadenze delle commesse sono attivi. Li disattivi in Impostazioni, Notifiche.',
      ],
    },
  },
});
