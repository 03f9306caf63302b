package ovvi.ui.app;

import org.eclipse.e4.ui.model.application.MApplication;
import org.eclipse.e4.ui.model.application.MApplicationElement;
import org.eclipse.e4.ui.model.application.ui.MElementContainer;
import org.eclipse.e4.ui.workbench.IWorkbench;
import org.eclipse.emf.ecore.EObject;

/**
 * Keeps the workbench model that e4 writes at exit loadable at the next start. e4 leaves an
 * element marked persistState=false out of workbench.xmi (the tab parts: herdr tells their tabs
 * again at each start) but still writes a container's reference to it as its selected element;
 * the next start then cannot load the file (an unresolved reference), and the window's layout,
 * its perspectives and the sessions to reopen are lost with it.
 */
final class LoadableSavedModel {

	private LoadableSavedModel() {
	}

	/** Unselects, in every container of the model and of its snippets, an element that is not saved. */
	static void unselectUnsaved(MApplication application) {
		((EObject) application).eAllContents().forEachRemaining(object -> {
			if (object instanceof MElementContainer<?> container && container.getSelectedElement() != null
					&& !saved(container.getSelectedElement())) {
				container.setSelectedElement(null);
			}
		});
	}

	private static boolean saved(MApplicationElement element) {
		String persists = element.getPersistedState().get(IWorkbench.PERSIST_STATE);
		return persists == null || Boolean.parseBoolean(persists);
	}
}
