package ovvi.ui.app;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.CompletableFuture;

import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.dnd.DND;
import org.eclipse.swt.dnd.DropTarget;
import org.eclipse.swt.dnd.DropTargetAdapter;
import org.eclipse.swt.dnd.DropTargetEvent;
import org.eclipse.swt.dnd.FileTransfer;
import org.eclipse.swt.widgets.Control;
import org.eclipse.ui.IWorkbenchWindow;

import ovvi.ui.Messages;
import ovvi.ui.UiIds;
import ovvi.ui.pages.Notices;

/**
 * Folders dropped on the window, outside the cards (the sidebar, the tab track, the status line),
 * from a file manager or any program that drags files: each becomes a new space there, as
 * {@code ovvi FOLDER} does. A card takes what is dropped on it itself (a terminal types the
 * paths), or nothing. A dropped file that is no folder is named in a notice.
 */
final class FolderDrops {

	private FolderDrops() {
	}

	static void install(IWorkbenchWindow window) {
		DropTarget target = new DropTarget(window.getShell(), DND.DROP_COPY | DND.DROP_LINK | DND.DROP_MOVE | DND.DROP_DEFAULT);
		target.setTransfer(FileTransfer.getInstance());
		target.addDropListener(new DropTargetAdapter() {
			@Override
			public void dragEnter(DropTargetEvent event) {
				over(event);
			}

			@Override
			public void dragOver(DropTargetEvent event) {
				over(event);
			}

			@Override
			public void dragOperationChanged(DropTargetEvent event) {
				over(event);
			}

			@Override
			public void drop(DropTargetEvent event) {
				if (event.data instanceof String[] paths) {
					dropped(window, Arrays.asList(paths));
				}
			}
		});
	}

	private static void over(DropTargetEvent event) {
		Control under = event.display.getCursorControl();
		event.detail = overACard(under) ? DND.DROP_NONE
				: (event.operations & DND.DROP_COPY) != 0 ? DND.DROP_COPY : (event.operations & DND.DROP_LINK) != 0 ? DND.DROP_LINK : DND.DROP_NONE;
	}

	private static boolean overACard(Control control) {
		for (Control at = control; at != null; at = at.getParent()) {
			if (UiIds.CARD.equals(at.getData(UiIds.KEY))) {
				return true;
			}
		}
		return false;
	}

	private static void dropped(IWorkbenchWindow window, List<String> paths) {
		List<String> notFolders = paths.stream().filter(path -> !Files.isDirectory(Path.of(path))).toList();
		CompletableFuture<?>[] spaces = paths.stream().filter(path -> Files.isDirectory(Path.of(path)))
				.map(folder -> CommandLineOpener.newSpace(window, folder)).toArray(CompletableFuture<?>[]::new);
		// after the spaces, since a write that worked clears the status line; a failed one's notice stays
		CompletableFuture.allOf(spaces).thenRun(() -> {
			if (!notFolders.isEmpty()) {
				Notices.show(window, NLS.bind(Messages.FolderDrops_notFolders, String.join(", ", notFolders)));
			}
		});
	}
}
