/** Sends the browser to the prints editor (a full page load: the editor is another site). */
export function openEditor(editorUrl: string): void {
  window.location.assign(editorUrl);
}
