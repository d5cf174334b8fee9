import { STUDIO_ROLE_LABELS, type InvitableRole } from '@atelier/shared';
import { languageTable } from '../../lib/language-table.js';

/**
 * The invitation to join a studio in the inviting studio's language (decision 203). A role is named
 * inside the sentence as the web's join page names it ('en tant que responsable'); English keeps its
 * labels ('as Manager').
 */
export type InviteMailWords = {
  roles: Record<InvitableRole, string>;
  /** `from` is the inviter's name, or null when the inviter has none (the studio invites). */
  subject: (from: string | null, studio: string) => string;
  invited: (from: string | null, studio: string, role: string) => string;
  accept: (url: string) => string;
  /** `until` is the link's last day as Intl writes it in the language. */
  rules: (until: string, days: number, to: string) => string;
  ignore: string;
};

const EN: InviteMailWords = {
  roles: { manager: STUDIO_ROLE_LABELS.manager, staff: STUDIO_ROLE_LABELS.staff },
  subject: (from, studio) => `${from ?? 'A studio'} invited you to ${studio} on Atelier`,
  invited: (from, studio, role) => `Hello, ${from ?? 'A studio'} invited you to join the studio ${studio} on Atelier as ${role}.`,
  accept: (url) => `Accept the invitation with this link: ${url}`,
  rules: (until, days, to) =>
    `The link works once, until ${until} (${days} days). Sign in, or ` +
    `sign up, with this address (${to}) to accept it. Joining leaves the studio you use ` +
    `now, which must hold no records.`,
  ignore: 'If you did not expect this invitation, ignore this email: nothing happens without you.',
};

const FR: InviteMailWords = {
  roles: { manager: 'responsable', staff: 'membre de l’équipe' },
  subject: (from, studio) => `${from ?? 'Un atelier'} vous invite à rejoindre ${studio} sur Atelier`,
  invited: (from, studio, role) =>
    `Bonjour, ${from ?? 'un atelier'} vous invite à rejoindre l’atelier ${studio} sur Atelier en tant que ${role}.`,
  accept: (url) => `Acceptez l’invitation avec ce lien : ${url}`,
  rules: (until, days, to) =>
    `Le lien fonctionne une seule fois, jusqu’au ${until} (${days} jours). Connectez-vous, ou créez un compte, avec cette ` +
    `adresse (${to}) pour l’accepter. En rejoignant cet atelier, vous quittez celui que vous utilisez actuellement, ` +
    `qui ne doit contenir aucune donnée.`,
  ignore: 'Si vous n’attendiez pas cette invitation, ignorez ce message : rien ne se passe sans vous.',
};

const ES: InviteMailWords = {
  roles: { manager: 'responsable', staff: 'empleado' },
  subject: (from, studio) => `${from ?? 'Un taller'} le invita a unirse a ${studio} en Atelier`,
  invited: (from, studio, role) => `Hola: ${from ?? 'un taller'} le invita a unirse al taller ${studio} en Atelier como ${role}.`,
  accept: (url) => `Acepte la invitación con este enlace: ${url}`,
  rules: (until, days, to) =>
    `El enlace funciona una sola vez, hasta el ${until} (${days} días). Inicie sesión, o regístrese, con esta ` +
    `dirección (${to}) para aceptarla. Al unirse, deja el taller que usa ahora, que no debe contener ningún registro.`,
  ignore: 'Si no esperaba esta invitación, ignore este correo: no ocurrirá nada sin usted.',
};

const PT: InviteMailWords = {
  roles: { manager: 'gestor', staff: 'colaborador' },
  subject: (from, studio) => `Convite ${from === null ? 'de um ateliê' : `de ${from}`} para se juntar a ${studio} no Atelier`,
  invited: (from, studio, role) => `Olá, ${from ?? 'um ateliê'} convidou você para se juntar ao ateliê ${studio} no Atelier como ${role}.`,
  accept: (url) => `Aceite o convite com este link: ${url}`,
  rules: (until, days, to) =>
    `O link funciona uma única vez, até ${until} (${days} dias). Entre, ou crie uma conta, com este ` +
    `endereço (${to}) para aceitá-lo. Ao se juntar, você sai do ateliê que usa agora, que não pode ter nenhum registro.`,
  ignore: 'Se não esperava este convite, ignore este e-mail: nada acontece sem você.',
};

const DE: InviteMailWords = {
  roles: { manager: 'Manager', staff: 'Mitarbeiter' },
  subject: (from, studio) => `${from ?? 'Ein Atelier'} lädt Sie zu ${studio} auf Atelier ein`,
  invited: (from, studio, role) =>
    `Guten Tag, ${from ?? 'ein Atelier'} lädt Sie ein, dem Atelier ${studio} auf Atelier als ${role} beizutreten.`,
  accept: (url) => `Nehmen Sie die Einladung über diesen Link an: ${url}`,
  rules: (until, days, to) =>
    `Der Link funktioniert ein einziges Mal, bis zum ${until} (${days} Tage). Melden Sie sich mit dieser Adresse (${to}) ` +
    `an oder registrieren Sie sich damit, um die Einladung anzunehmen. Mit dem Beitritt verlassen Sie das Atelier, ` +
    `das Sie jetzt nutzen; es darf keine Einträge enthalten.`,
  ignore: 'Wenn Sie diese Einladung nicht erwartet haben, ignorieren Sie diese E-Mail: Ohne Sie geschieht nichts.',
};

/** 'al 3 dicembre', but 'all’8 dicembre' and 'all’11 dicembre'. */
const italianAl = (date: string) => (/^(8|11)\b/.test(date) ? `all’${date}` : `al ${date}`);

const IT: InviteMailWords = {
  roles: { manager: 'responsabile', staff: 'collaboratore' },
  subject: (from, studio) => `${from ?? 'Un atelier'} La invita a unirsi a ${studio} su Atelier`,
  invited: (from, studio, role) => `Buongiorno, ${from ?? 'un atelier'} La invita a unirsi all’atelier ${studio} su Atelier come ${role}.`,
  accept: (url) => `Accetti l’invito con questo link: ${url}`,
  rules: (until, days, to) =>
    `Il link funziona una sola volta, fino ${italianAl(until)} (${days} giorni). Acceda, o si registri, con questo ` +
    `indirizzo (${to}) per accettarlo. Unendosi, lascia l’atelier che usa ora, che non deve contenere dati.`,
  ignore: 'Se non aspettava questo invito, ignori questa e-mail: senza di Lei non succede nulla.',
};

export const inviteMailWords = languageTable<InviteMailWords>('team.inviteMail', { en: EN, fr: FR, es: ES, pt: PT, de: DE, it: IT });
