/** Removes the static placeholder of index.html once the first real screen is on the page. */
export function removeSkeleton(): void {
  document.getElementById('root-skeleton')?.remove();
}
