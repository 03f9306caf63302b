package ovvi.ui.commands;

import org.eclipse.core.expressions.IEvaluationContext;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.ui.ISources;
import org.eclipse.ui.IWorkbenchWindow;

import ovvi.model.Pane;
import ovvi.model.Space;
import ovvi.model.Tab;
import ovvi.ui.pages.SessionPage;
import ovvi.ui.pages.WindowPages;
import ovvi.ui.sessions.SessionsView;
import ovvi.ui.tab.TabTrack;
import ovvi.ui.tab.TabPart;

/**
 * What a command acts on, found from where the user is: in a tab part, its tab and keyboard
 * card; in the sidebar, the selected row (a page, a space, a tab); elsewhere the page in view
 * and the tab it shows. The pane is always the keyboard card of the target tab's part.
 *
 * @param window the window, or null when there is none
 * @param page the session page, or null
 * @param space the space, or null
 * @param tab the tab, or null (a space row whose tab is not the one shown)
 * @param part the tab's part, or null when the track does not show it
 */
record Target(IWorkbenchWindow window, SessionPage page, Space space, Tab tab, TabPart part) {

	private static final Target NONE = new Target(null, null, null, null, null);

	/** @param context a 3.x handler's or menu's evaluation context (an {@link IEvaluationContext}) */
	static Target of(Object context) {
		if (!(context instanceof IEvaluationContext evaluation)) {
			return NONE;
		}
		return of(evaluation.getVariable(ISources.ACTIVE_WORKBENCH_WINDOW_NAME),
				evaluation.getVariable(ISources.ACTIVE_PART_NAME),
				evaluation.getVariable(ISources.ACTIVE_CURRENT_SELECTION_NAME));
	}

	/**
	 * @param activeWindow the workbench's active window, as a handler is injected with it
	 * @param activePart the window's active 3.x part; none when it is a tab part, an e4 part
	 * @param selection that part's selection
	 */
	static Target of(Object activeWindow, Object activePart, Object selection) {
		if (!(activeWindow instanceof IWorkbenchWindow window)) {
			return NONE;
		}
		WindowPages pages = WindowPages.of(window);
		TabPart tabPart = TabTrack.of(window).activePart();
		if (tabPart != null) {
			return ofTab(window, tabPart.page(), tabPart.tab());
		}
		if (activePart instanceof SessionsView && selection instanceof IStructuredSelection rows) {
			switch (rows.getFirstElement()) {
			case SessionPage page -> {
				return ofTab(window, page, page.selectedTab());
			}
			case Space space -> {
				SessionPage page = pageOf(pages, space);
				Tab shown = page == null ? null : page.selectedTab();
				return shown != null && shown.spaceId().equals(space.id()) ? ofTab(window, page, shown)
						: new Target(window, page, space, null, null);
			}
			case Tab tab -> {
				return ofTab(window, pageOf(pages, tab), tab);
			}
			case null, default -> {
				// no row: the page in view, as elsewhere
			}
			}
		}
		SessionPage inView = pages.inView();
		return inView == null ? new Target(window, null, null, null, null) : ofTab(window, inView, inView.selectedTab());
	}

	private static Target ofTab(IWorkbenchWindow window, SessionPage page, Tab tab) {
		if (page == null || tab == null) {
			return new Target(window, page, page == null ? null : page.selectedSpace(), null, null);
		}
		return new Target(window, page, page.connection().store().space(tab.spaceId()), tab, TabTrack.of(window).part(tab));
	}

	private static SessionPage pageOf(WindowPages pages, Space space) {
		return pages.pages().stream().filter(page -> page.connection().store().space(space.id()) == space).findFirst()
				.orElse(null);
	}

	private static SessionPage pageOf(WindowPages pages, Tab tab) {
		return pages.pages().stream().filter(page -> page.connection().store().tab(tab.id()) == tab).findFirst()
				.orElse(null);
	}

	/** The keyboard card of the tab's part, or null. */
	Pane pane() {
		return part == null || part.cards() == null ? null : part.cards().keyboardPane();
	}

	/** A pane herdr knows (no stand-in), or null: the writes that name it by id need one. */
	Pane herdrPane() {
		Pane pane = pane();
		return pane == null || pane.isStandIn() ? null : pane;
	}
}
