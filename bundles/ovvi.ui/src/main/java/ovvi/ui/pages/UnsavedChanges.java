package ovvi.ui.pages;

import java.util.Collection;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;

import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.osgi.util.NLS;
import org.eclipse.ui.IWorkbenchWindow;

import ovvi.model.Pane;
import ovvi.model.write.Write;
import ovvi.ui.Messages;

/**
 * The cards of every window that can hold changes not saved (a text card), so a close or a
 * replace asks before it takes them away. One for the app, an object of the workbench's context
 * ({@code getService(UnsavedChanges.class)}); used on the UI thread only.
 */
public final class UnsavedChanges {

	/** One window's card of a pane. */
	public interface Holder {
		Pane pane();

		/** The name of what is not saved, or null when everything is. */
		String unsaved();
	}

	private final Set<Holder> holders = Collections.newSetFromMap(new IdentityHashMap<>());

	public void add(Holder holder) {
		holders.add(holder);
	}

	public void remove(Holder holder) {
		holders.remove(holder);
	}

	/** The names of the unsaved changes in the cards of these panes, in any window. */
	List<String> in(Collection<Pane> panes) {
		return holders.stream().filter(holder -> panes.contains(holder.pane())).map(Holder::unsaved)
				.filter(name -> name != null).distinct().sorted().toList();
	}

	/** Whether the write may go: nothing of its panes is unsaved, or the user lets the changes go. */
	boolean mayGo(IWorkbenchWindow window, Write write) {
		List<String> unsaved = in(write.closes());
		if (unsaved.isEmpty()) {
			return true;
		}
		String names = String.join(", ", unsaved);
		return MessageDialog.open(MessageDialog.QUESTION, window.getShell(), NLS.bind(Messages.Confirm_title, write.action()),
				NLS.bind(unsaved.size() > 1 ? Messages.Unsaved_many : Messages.Unsaved_one, names, write.action()),
				0, Messages.Unsaved_discard, Messages.Dialog_cancel) == 0;
	}
}
