package ovvi.terminal;

import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.dnd.Clipboard;
import org.eclipse.swt.dnd.DND;
import org.eclipse.swt.dnd.TextTransfer;
import org.eclipse.swt.dnd.Transfer;
import org.eclipse.swt.widgets.Control;
import org.eclipse.tm.internal.terminal.control.ITerminalViewControl;

import ovvi.herdr.terminal.TerminalInput;

/**
 * Copy and paste for a card, the Linux way: Copy puts the card's selection on the clipboard, a
 * finished selection also on the primary selection, and a paste goes to the pane as one
 * bracketed paste, which herdr passes on with its brackets only when the program turned
 * bracketed paste on. A large paste is asked about first and then sent whole. Programs never read
 * the clipboard: only the user's paste sends it.
 */
final class TerminalClipboard {

	/** A paste larger than this, in UTF-8 bytes or lines, is asked about first. */
	static final int ASK_ABOVE_BYTES = 1 << 20;
	static final int ASK_ABOVE_LINES = 100;

	private static final String PASTE_START = "\u001b[200~";
	private static final String PASTE_END = "\u001b[201~";

	private final ITerminalViewControl terminal;
	private final PaneTerminal pane;
	private final Clipboard clipboard;

	TerminalClipboard(ITerminalViewControl terminal, PaneTerminal pane) {
		this.terminal = terminal;
		this.pane = pane;
		this.clipboard = new Clipboard(terminal.getControl().getDisplay());
		terminal.getControl().addDisposeListener(event -> clipboard.dispose());
	}

	/** Edit ▸ Copy, Ctrl+Shift+C: false when nothing is selected. */
	boolean copy() {
		return put(DND.CLIPBOARD);
	}

	/** A selection made with the mouse becomes the primary selection. */
	void selectionMade() {
		put(DND.SELECTION_CLIPBOARD);
	}

	/** Edit ▸ Paste, Ctrl+Shift+V, Shift+Insert. */
	void paste() {
		paste(DND.CLIPBOARD);
	}

	/** The middle button. */
	void pastePrimary() {
		paste(DND.SELECTION_CLIPBOARD);
	}

	private boolean put(int type) {
		String selected = terminal.getSelection();
		if (selected == null || selected.isEmpty()) {
			return false;
		}
		clipboard.setContents(new Object[] { CardText.rows(selected) }, new Transfer[] { TextTransfer.getInstance() },
				type);
		return true;
	}

	private void paste(int type) {
		if (clipboard.getContents(TextTransfer.getInstance(), type) instanceof String text) {
			insert(text);
		}
	}

	/** Text for the pane as a paste (a large one asked about first): a clipboard's, or what was dropped on the card. */
	void insert(String text) {
		if (!text.isEmpty() && confirmed(terminal.getControl(), text)) {
			pane.type(new TerminalKey.Line(TerminalInput.text(bracketed(text))));
		}
	}

	private static boolean confirmed(Control parent, String text) {
		long lines = text.lines().count();
		long bytes = text.getBytes(java.nio.charset.StandardCharsets.UTF_8).length;
		if (bytes <= ASK_ABOVE_BYTES && lines <= ASK_ABOVE_LINES) {
			return true;
		}
		String size = bytes > ASK_ABOVE_BYTES ? String.format("%.1f MB", bytes / 1048576.0) : NLS.bind(Messages.Paste_lines, lines);
		return MessageDialog.open(MessageDialog.QUESTION, parent.getShell(), NLS.bind(Messages.Paste_title, size),
				NLS.bind(Messages.Paste_question, lines, bytes), org.eclipse.swt.SWT.NONE, Messages.Paste_paste, Messages.Paste_cancel) == 0;
	}

	/**
	 * One paste as herdr takes it: inside brackets, without brackets of its own (which would end
	 * the paste early and run the rest as typed), newlines as the Return key sends them.
	 */
	static String bracketed(String text) {
		String inner = text.replace(PASTE_START, "").replace(PASTE_END, "").replace("\r\n", "\r").replace('\n', '\r');
		return PASTE_START + inner + PASTE_END;
	}
}
