import { browser } from 'wxt/browser';
import { defineBackground } from 'wxt/utils/define-background';
import { serveGeneration } from '../background/generation';
import { handlePanelMessage } from '../background/panel-requests';
import { answerWebApp } from '../background/web-app-link';
import { GENERATE_PORT, type PanelMessage } from '../protocol';

/** Only the extension's own pages (the side panel) may use the account through the service worker. */
const fromOwnPage = (sender: { id?: string; url?: string }) =>
  sender.id === browser.runtime.id && (sender.url ?? '').startsWith(browser.runtime.getURL('/'));

export default defineBackground(() => {
  void browser.sidePanel.setPanelBehavior({ openPanelOnActionClick: true });

  browser.runtime.onMessage.addListener((message: PanelMessage, sender, sendResponse) => {
    if (!fromOwnPage(sender)) return false;
    void handlePanelMessage(message).then(sendResponse);
    return true;
  });

  browser.runtime.onConnect.addListener((port) => {
    if (port.name === GENERATE_PORT && port.sender && fromOwnPage(port.sender)) serveGeneration(port);
  });

  browser.runtime.onMessageExternal.addListener((message, sender, sendResponse) => {
    void answerWebApp(message, sender).then(sendResponse);
    return true;
  });
});
