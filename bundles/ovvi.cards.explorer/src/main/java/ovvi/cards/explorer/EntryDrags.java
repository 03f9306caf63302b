package ovvi.cards.explorer;

import java.util.List;
import java.util.stream.Collectors;

import org.eclipse.swt.dnd.DND;
import org.eclipse.swt.dnd.DragSource;
import org.eclipse.swt.dnd.DragSourceAdapter;
import org.eclipse.swt.dnd.DragSourceEvent;
import org.eclipse.swt.dnd.FileTransfer;
import org.eclipse.swt.dnd.TextTransfer;
import org.eclipse.swt.dnd.Transfer;
import org.eclipse.swt.widgets.Table;

import ovvi.model.write.ShellQuote;

/**
 * The selected entries dragged out of the explorer: as their quoted paths (text, which a terminal
 * card of the same machine types into its pane), and, for this computer's files, as files too for
 * the desktop's other programs.
 */
final class EntryDrags {

	EntryDrags(ExplorerCard card, Table table, boolean thisComputer) {
		DragSource source = new DragSource(table, DND.DROP_COPY);
		source.setTransfer(thisComputer ? new Transfer[] { TextTransfer.getInstance(), FileTransfer.getInstance() }
				: new Transfer[] { TextTransfer.getInstance() });
		source.addDragListener(new DragSourceAdapter() {
			@Override
			public void dragStart(DragSourceEvent event) {
				event.doit = !card.selected().isEmpty();
			}

			@Override
			public void dragSetData(DragSourceEvent event) {
				List<String> paths = card.selected().stream().map(entry -> Places.child(card.folder(), entry.name())).toList();
				if (FileTransfer.getInstance().isSupportedType(event.dataType)) {
					event.data = paths.toArray(String[]::new);
				} else {
					event.data = paths.stream().map(path -> ShellQuote.quote(path) + " ").collect(Collectors.joining());
				}
			}
		});
	}
}
