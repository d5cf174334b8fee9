// The measurement revisions' public face (decision 119): the changes of a record, shown by the
// measurements feature on a record and by the clients feature on the client page (decision 130).
export { RevisionList } from './components/revision-list';
export { revisionMessages } from './messages';
