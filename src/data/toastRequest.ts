/** What a toast says: the shape of every notification text the site defines and queues. */
export interface ToastRequest {
  title: string;
  description?: string;
  variant?: 'default' | 'success' | 'destructive';
}
