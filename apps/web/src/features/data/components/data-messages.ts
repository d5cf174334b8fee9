import { count, i18n, params } from '@/lib/i18n/i18n';

/** Every text of the Data tab; French in locales/fr/settings-data.json. */
export const dataMessages = i18n('settings-data', {
  storageTitle: 'Storage',
  storageDescription: 'Photos, pattern images and your profile picture count towards your plan’s storage.',
  storageUsed: params('{used} used of {total}'),
  storageLoading: 'Loading storage...',
  storageMeter: 'Storage used',
  storageFull: 'Your storage is full: new photos and pattern images cannot be saved until you delete some or upgrade your plan.',
  storageUpgrade: 'See plans',
  exportTitle: 'Export your data',
  exportDescription:
    'Download everything your account holds as one ZIP file: a CSV file for clients, ' +
    'measurements (one row per value) and their earlier values, projects, invoices, calendar ' +
    'events, patterns, photos, your conversations with clients, and your fabric and notion stock, ' +
    'cutting layouts, suppliers and purchase orders, that any spreadsheet opens, ' +
    'your pattern images and photos, and a JSON file with all of it.',
  exportButton: 'Export data',
  exporting: 'Preparing your file...',
  exported: 'Your data was exported',

  importTitle: 'Import clients from CSV',
  importDescription:
    'Choose a CSV file saved from a spreadsheet. You will see the first rows, choose which ' +
    'column goes into which client field, and see every row that cannot be imported and why. ' +
    'Nothing is stored until you import; then all good rows are added at once.',
  fileLabel: 'CSV file',
  fileHint: 'The first row must hold the column names. At most 1,000 clients at once.',
  fileTooLarge: 'This file is larger than 5 MB. Split it into smaller files.',
  fileUnreadable: 'This file could not be read as CSV.',
  fileEmpty: 'This file has no rows below its column names.',
  mappingTitle: 'Columns',
  mappingDescription: 'Choose the client field each column goes into. Columns set to "Do not import" are left out.',
  columnLabel: params('Column "{name}"'),
  skipColumn: 'Do not import',
  fieldName: 'Name',
  fieldEmail: 'Email',
  fieldPhone: 'Phone',
  fieldAddress: 'Address',
  fieldNotes: 'Notes',
  fieldStatus: 'Status',
  nameRequired: 'Choose the column that holds the client names.',
  previewTitle: 'Preview',
  previewCaption: params('The first {shown} of {total} rows, as they will be imported'),
  rowHeader: 'Row',
  problemsTitle: count({ one: '{count} row cannot be imported', other: '{count} rows cannot be imported' }),
  problemsHint: 'Fix these rows in your spreadsheet and choose the file again, or import the other rows without them.',
  problemRow: params('Row {line}'),
  moreProblems: count({ one: 'and {count} more row', other: 'and {count} more rows' }),
  tooMany: 'At most 1,000 clients can be imported at once. Split the file and import each part.',
  importButton: count({ one: 'Import {count} client', other: 'Import {count} clients' }),
  importing: 'Importing...',
  chooseAnother: 'Choose another file',

  deleteTitle: 'Delete account',
  deleteDescription:
    'Deletes your account with all its clients, measurements, projects and files, and ends every session. This cannot be undone.',
  deleteButton: 'Delete Account',
  // The browser's own confirmation, kept word for word.
  deleteConfirm: 'Are you sure you want to delete your account? This cannot be undone.',
  deleteDialogTitle: 'Delete your account',
  deletePasswordDescription: 'Enter your password to confirm. Everything is deleted at once.',
  deleteCodeDescription: 'Your account signs in with Google or Facebook. We will email you a 4-digit code to confirm.',
  passwordLabel: 'Password',
  passwordRequired: 'Enter your password',
  sendCode: 'Send code',
  resendCode: 'Send a new code',
  codeSent: 'We sent a 4-digit code to your email address.',
  codeLabel: 'Code from the email',
  codeRequired: 'Enter the 4-digit code',
  useCodeInstead: 'No password? Signed up with Google or Facebook? Confirm with an emailed code',
  usePasswordInstead: 'Confirm with your password instead',
  deleteSubmit: 'Delete my account',
  deleted: 'Account deleted successfully',
});

export type DataMessages = ReturnType<typeof dataMessages.get>;
