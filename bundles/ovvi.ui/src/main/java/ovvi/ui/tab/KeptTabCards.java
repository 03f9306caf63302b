package ovvi.ui.tab;

import java.util.IdentityHashMap;
import java.util.Map;

import org.eclipse.e4.core.contexts.IEclipseContext;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.ui.IWorkbenchWindow;

import ovvi.model.ChangeListener;
import ovvi.model.Tab;
import ovvi.ui.pages.PageState;
import ovvi.ui.pages.SessionPage;
import ovvi.ui.pages.WindowPages;

/**
 * The cards of a window's tabs whose parts the tab track closed because another space or page
 * came into view. The spare pool spans all spaces and pages, so those cards live on, out of view
 * in a shell that never shows, keeping their streams or their stills as {@link SpareTerminals}
 * says, until their tab is shown again and its new part takes them, or the tab or its page goes.
 * Out of view they follow their page's state as a part's cards do, so a stream that ended while
 * the page reconnected opens again as soon as it is live.
 */
final class KeptTabCards {

	private record Kept(SessionPage page, TabCards cards, ChangeListener pageState) {

		void stopFollowing() {
			page.connection().removeListener(pageState);
		}
	}

	private final IWorkbenchWindow window;
	private final Shell holder;
	private final Map<Tab, Kept> kept = new IdentityHashMap<>();
	private final SpareTerminals spares;

	private KeptTabCards(IWorkbenchWindow window) {
		this.window = window;
		spares = window.getService(SpareTerminals.class);
		holder = new Shell(window.getShell());
		holder.addDisposeListener(event -> kept.values().forEach(each -> {
			each.stopFollowing();
			spares.gone(each.cards());
		}));
	}

	/** The window's keeper, made on first use and kept in the window's context. */
	static KeptTabCards of(IWorkbenchWindow window) {
		IEclipseContext context = window.getService(IEclipseContext.class);
		KeptTabCards keeper = context.get(KeptTabCards.class);
		if (keeper == null) {
			keeper = new KeptTabCards(window);
			context.set(KeptTabCards.class, keeper);
		}
		return keeper;
	}

	/** Whether the tab's cards are worth keeping: its page is open in the window and herdr still has it. */
	boolean worthKeeping(SessionPage page, Tab tab) {
		return WindowPages.of(window).pages().contains(page)
				&& page.connection().store().spaces().stream().anyMatch(space -> space.tabs().contains(tab));
	}

	void keep(SessionPage page, Tab tab, TabCards cards) {
		if (holder.isDisposed()) {
			spares.gone(cards);
			cards.dispose();
			return;
		}
		cards.control().setParent(holder);
		ChangeListener pageState = (source, property) -> {
			if (PageState.changedBy(property)) {
				holder.getDisplay().asyncExec(() -> {
					if (!cards.control().isDisposed()) {
						cards.pageLive(PageState.live(page.connection()));
					}
				});
			}
		};
		page.connection().addListener(pageState);
		kept.put(tab, new Kept(page, cards, pageState));
		cards.pageLive(PageState.live(page.connection()));
	}

	/** The tab's kept cards, now in the parent of its new part, or null when none were kept. */
	TabCards take(Tab tab, Composite parent) {
		Kept found = kept.remove(tab);
		if (found == null) {
			return null;
		}
		found.stopFollowing();
		found.cards().control().setParent(parent);
		return found.cards();
	}

	/** Lets go of the cards of tabs herdr closed and of pages the window closed. */
	void prune() {
		kept.entrySet().removeIf(entry -> {
			boolean gone = !worthKeeping(entry.getValue().page(), entry.getKey());
			if (gone) {
				entry.getValue().stopFollowing();
				spares.gone(entry.getValue().cards());
				entry.getValue().cards().dispose();
			}
			return gone;
		});
	}
}
