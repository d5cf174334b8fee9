// Placeholder: the Data tab (export, import, delete account) is built by the data part of issue 8.
export function DataTab() {
  return null;
}
