/** What a restore tells the owner of the queued emails it held, or in a dry run would hold (the admin's import report, the shell's restore). */
export function heldEmailsNote(held: number, dryRun = false): string {
  const emails = held === 1 ? '1 email' : `${held} emails`;
  const them = held === 1 ? 'it' : 'them';
  if (dryRun) return `${emails} queued in the backup would be held: nothing would be sent until you released ${them} in Emails.`;
  return `${emails} queued in the backup ${held === 1 ? 'is' : 'are'} held: nothing is sent until you release ${them} in Emails.`;
}
