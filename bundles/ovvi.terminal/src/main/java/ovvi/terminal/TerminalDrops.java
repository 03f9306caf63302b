package ovvi.terminal;

import java.util.Arrays;
import java.util.stream.Collectors;

import org.eclipse.swt.dnd.DND;
import org.eclipse.swt.dnd.DropTarget;
import org.eclipse.swt.dnd.DropTargetAdapter;
import org.eclipse.swt.dnd.DropTargetEvent;
import org.eclipse.swt.dnd.FileTransfer;
import org.eclipse.swt.dnd.TextTransfer;
import org.eclipse.swt.dnd.Transfer;
import org.eclipse.swt.dnd.TransferData;
import org.eclipse.swt.widgets.Control;

import ovvi.model.write.ShellQuote;

/**
 * What is dropped on a terminal card goes to its pane as a paste, as GNOME Terminal does it:
 * files as their quoted paths with a space after each, text as it is (the explorer of an SSH host
 * gives its files as their quoted paths). Files of this computer mean nothing to a pane on an SSH
 * host: only the text of a drop goes there.
 */
final class TerminalDrops {

	private final TerminalClipboard clipboard;
	private final boolean remote;

	TerminalDrops(Control canvas, TerminalClipboard clipboard, boolean remote) {
		this.clipboard = clipboard;
		this.remote = remote;
		DropTarget target = new DropTarget(canvas, DND.DROP_COPY | DND.DROP_LINK | DND.DROP_MOVE | DND.DROP_DEFAULT);
		target.setTransfer(FileTransfer.getInstance(), TextTransfer.getInstance());
		target.addDropListener(new DropTargetAdapter() {
			@Override
			public void dragEnter(DropTargetEvent event) {
				choose(event);
			}

			@Override
			public void dragOperationChanged(DropTargetEvent event) {
				choose(event);
			}

			@Override
			public void drop(DropTargetEvent event) {
				dropped(event);
			}
		});
	}

	/** Files before text (a file manager's text is their addresses), files only where they mean something. */
	private void choose(DropTargetEvent event) {
		TransferData files = remote ? null : supported(event.dataTypes, FileTransfer.getInstance());
		TransferData text = supported(event.dataTypes, TextTransfer.getInstance());
		event.currentDataType = files != null ? files : text;
		event.detail = event.currentDataType == null ? DND.DROP_NONE : (event.operations & DND.DROP_COPY) != 0 ? DND.DROP_COPY : event.operations;
	}

	private static TransferData supported(TransferData[] types, Transfer transfer) {
		return Arrays.stream(types).filter(transfer::isSupportedType).findFirst().orElse(null);
	}

	private void dropped(DropTargetEvent event) {
		if (event.data instanceof String[] files && !remote) {
			clipboard.insert(Arrays.stream(files).map(file -> ShellQuote.quote(file) + " ").collect(Collectors.joining()));
		} else if (event.data instanceof String text && !text.isEmpty()) {
			clipboard.insert(text);
		}
	}
}
