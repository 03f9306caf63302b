package ovvi.cards.browser;

import org.eclipse.core.commands.AbstractHandler;
import org.eclipse.core.commands.ExecutionEvent;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.swt.dnd.Clipboard;
import org.eclipse.swt.dnd.TextTransfer;
import org.eclipse.swt.dnd.Transfer;
import org.eclipse.ui.handlers.HandlerUtil;

/**
 * Copy Page Address in a browser card's menu: the page's address as the card shows it (a remote
 * session's localhost stays the host's), to the clipboard. Contributed to the card menu by this
 * bundle's plugin.xml, for browser cards only.
 */
public final class CopyAddressHandler extends AbstractHandler {

	@Override
	public Object execute(ExecutionEvent event) {
		if (HandlerUtil.getActiveMenuSelection(event) instanceof IStructuredSelection selection
				&& selection.getFirstElement() instanceof BrowserCard card && !card.address().isEmpty()) {
			Clipboard clipboard = new Clipboard(card.page().getDisplay());
			try {
				clipboard.setContents(new Object[] { card.address() }, new Transfer[] { TextTransfer.getInstance() });
			} finally {
				clipboard.dispose();
			}
		}
		return null;
	}
}
