import { toast } from './toast';

/**
 * Copies text to the clipboard and says so in a toast (`done`, when the caller shows no sign of its own), or says it
 * failed. Answers whether it worked.
 */
export async function copyToClipboard(text: string, messages: { done?: string; failed: string }): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    if (messages.done) toast.success(messages.done);
    return true;
  } catch {
    toast.error(messages.failed);
    return false;
  }
}
