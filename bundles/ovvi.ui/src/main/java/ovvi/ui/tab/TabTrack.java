package ovvi.ui.tab;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.eclipse.e4.core.contexts.IEclipseContext;
import org.eclipse.e4.ui.di.UISynchronize;
import org.eclipse.emf.common.util.EList;
import org.eclipse.e4.ui.model.application.ui.MUIElement;
import org.eclipse.e4.ui.model.application.ui.advanced.MPlaceholder;
import org.eclipse.e4.ui.model.application.ui.basic.MPart;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.CTabItem;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.ui.IPartListener2;
import org.eclipse.ui.IViewPart;
import org.eclipse.ui.IViewReference;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.IWorkbenchPartReference;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.PartInitException;

import ovvi.herdr.api.HerdrException;
import ovvi.herdr.api.HerdrNotInstalled;
import ovvi.model.ModelObject;
import ovvi.model.Space;
import ovvi.model.Tab;
import ovvi.model.write.CloseTabs;
import ovvi.ui.UiCoalescer;
import ovvi.ui.install.InstallHerdrView;
import ovvi.ui.pages.FollowedObjects;
import ovvi.ui.pages.Notices;
import ovvi.ui.pages.SessionPage;
import ovvi.ui.pages.ShownPanes;
import ovvi.ui.pages.WindowPages;
import ovvi.ui.pages.Writes;

/**
 * The tab track of one window: the selected space of the page in view, its herdr tabs as
 * {@link TabView} parts in herdr's order in the window's tab stack, the selected one on top. It
 * follows the model: a tab herdr adds, closes, renames or moves does the same here. Closing a
 * tab part is Close Tab: the part goes at once, and comes back with the question when a program
 * runs in it. The parts of a space or page that goes out of view close, but their cards live on
 * ({@link KeptTabCards}) for the tabs' next parts, so the spare pool spans spaces and pages.
 */
public final class TabTrack {

	/** What a tab part shows: a tab of a page. */
	public record Binding(SessionPage page, Tab tab) {
	}

	private final IWorkbenchWindow window;
	private final WindowPages pages;
	private final Map<String, Binding> bindings = new HashMap<>();
	/** The parts shown, in the stack's order: the tab → its part's secondary id. */
	private final Map<Tab, String> shown = new IdentityHashMap<>();
	private final List<Tab> order = new ArrayList<>();
	/** Parts this track hides itself, so their close is no Close Tab. */
	private final Set<String> hiding = new LinkedHashSet<>();
	private final FollowedObjects followed = new FollowedObjects(this::modelChanged);
	private final SessionPage.Listener selectionChanged = page -> later();
	private final UiCoalescer pass;
	private int nextId;
	/** The page the Install herdr part shows, and that part's secondary id; null while there is none. */
	private SessionPage installPage;
	private String installId;
	private boolean reconciling;
	private SessionPage watchedPage;

	private TabTrack(IWorkbenchWindow window) {
		this.window = window;
		this.pages = WindowPages.of(window);
		this.pass = new UiCoalescer(window.getService(UISynchronize.class), this::reconcileIfOpen);
		pages.addListener(now -> later());
		// a minimized or hidden window shows no pane (ovvi-shown)
		for (int type : new int[] { SWT.Iconify, SWT.Deiconify, SWT.Hide, SWT.Show }) {
			window.getShell().addListener(type, event -> later());
		}
		window.getPartService().addPartListener(new IPartListener2() {
			@Override
			public void partClosed(IWorkbenchPartReference ref) {
				if (ref instanceof IViewReference view && TabView.ID.equals(view.getId())) {
					closedByUser(view.getSecondaryId());
				}
			}

			@Override
			public void partActivated(IWorkbenchPartReference ref) {
				if (!reconciling && ref instanceof IViewReference view && TabView.ID.equals(view.getId())) {
					Binding binding = bindings.get(view.getSecondaryId());
					if (binding != null) {
						binding.page().selectTab(binding.tab());
						updateTitle();
					}
				}
			}
		});
	}

	/** The window's track, made on first use and kept in the window's context. */
	public static TabTrack of(IWorkbenchWindow window) {
		IEclipseContext context = window.getService(IEclipseContext.class);
		TabTrack track = context.get(TabTrack.class);
		if (track == null) {
			track = new TabTrack(window);
			context.set(TabTrack.class, track);
		}
		return track;
	}

	/** What the tab part with this secondary id shows, or null when it is no longer this track's. */
	public Binding binding(String secondaryId) {
		return bindings.get(secondaryId);
	}

	/** The page the Install herdr part with this secondary id is for, or null when it is no longer this track's. */
	public SessionPage installPage(String secondaryId) {
		return secondaryId != null && secondaryId.equals(installId) ? installPage : null;
	}

	/** The page whose selected space the track shows, or null. */
	public SessionPage pageInView() {
		return pages.inView();
	}

	/** What the part under this item of the window's tab stack shows, or null when it is no tab part of this track. */
	Binding bindingOf(CTabItem item) {
		// e4's stack renderer keeps the item's model element under this key (a view's placeholder)
		Object element = item.getData("modelElement");
		if (element instanceof MPlaceholder placeholder) {
			element = placeholder.getRef();
		}
		for (Tab tab : order) {
			TabView part = part(tab);
			if (part != null && part.getSite().getService(MPart.class) == element) {
				return bindings.get(shown.get(tab));
			}
		}
		return null;
	}

	/** The tabs the track shows now, in order. */
	public List<Tab> shownTabs() {
		return List.copyOf(order);
	}

	/** The part of a shown tab, or null. */
	public TabView part(Tab tab) {
		String id = shown.get(tab);
		IWorkbenchPage page = window.getActivePage();
		if (id == null || page == null) {
			return null;
		}
		IViewReference ref = page.findViewReference(TabView.ID, id);
		IViewPart part = ref == null ? null : ref.getView(false);
		return part instanceof TabView view ? view : null;
	}

	/** Any thread: one pass on the UI thread for all that changed before it. */
	private void later() {
		// a model thread may still tell of a change as the workbench ends
		if (!window.getWorkbench().getDisplay().isDisposed()) {
			pass.request();
		}
	}

	private void reconcileIfOpen() {
		// the window may have closed meanwhile: it then has no shell at all
		Shell shell = window.getShell();
		if (shell != null && !shell.isDisposed()) {
			reconcile();
		}
	}

	/** Model listeners call from the model's threads: they only ask for a pass on the UI thread. */
	private void modelChanged(ModelObject source, String property) {
		later();
	}

	private void reconcile() {
		IWorkbenchPage workbenchPage = window.getActivePage();
		if (workbenchPage == null) {
			return;
		}
		SessionPage page = pages.inView();
		watch(page);
		if (page != null) {
			page.storeChanged();
		}
		Space space = page == null ? null : page.selectedSpace();
		List<Tab> wanted = space == null ? List.of() : space.tabs();
		reconciling = true;
		try {
			int same = moveInPlace(wanted) ? wanted.size() : 0;
			while (same < order.size() && same < wanted.size() && order.get(same) == wanted.get(same)) {
				same++;
			}
			// parts after the first difference go and come again in herdr's order
			for (Tab tab : List.copyOf(order.subList(same, order.size()))) {
				hide(workbenchPage, tab);
			}
			for (Tab tab : wanted.subList(same, wanted.size())) {
				show(workbenchPage, page, tab);
			}
			Tab selected = page == null ? null : page.selectedTab();
			if (selected != null && shown.containsKey(selected)) {
				TabView part = part(selected);
				if (part != null && workbenchPage.getActivePart() != part) {
					workbenchPage.bringToTop(part);
				}
			}
			order.forEach(tab -> {
				TabView part = part(tab);
				if (part != null) {
					part.refreshTitle();
					// the part is in the window's tab stack only once shown
					TrackDrops.install(part.control(), window);
				}
			});
			showInstallHerdrOfPage(workbenchPage, page);
			showHerdrPageWhenEmpty(workbenchPage);
			KeptTabCards.of(window).prune();
		} finally {
			reconciling = false;
		}
		updateTitle();
		ShownPanes.update(window.getWorkbench());
	}

	/**
	 * herdr moved tabs of the shown space: their parts move the same way in the window's tab stack,
	 * as a view's tab dragged along its stack does, so no part closes and their cards go on
	 * streaming. e4's stack renderer keeps a moved part's control and makes its tab item again.
	 *
	 * @return whether the shown parts are now in herdr's order; false when herdr's tabs are not the
	 *         shown ones, or their parts are not all in one stack (the user may have dragged one out)
	 */
	private boolean moveInPlace(List<Tab> wanted) {
		if (wanted.size() != order.size() || !sameTabs(wanted)) {
			return false;
		}
		List<MUIElement> placeholders = new ArrayList<>();
		for (Tab tab : wanted) {
			TabView part = part(tab);
			MPart model = part == null ? null : part.getSite().getService(MPart.class);
			MPlaceholder placeholder = model == null ? null : model.getCurSharedRef();
			if (placeholder == null || !placeholders.isEmpty() && placeholder.getParent() != placeholders.get(0).getParent()) {
				return false;
			}
			placeholders.add(placeholder);
		}
		if (placeholders.isEmpty()) {
			return true;
		}
		@SuppressWarnings("unchecked")
		EList<MUIElement> children = (EList<MUIElement>) (List<?>) placeholders.get(0).getParent().getChildren();
		// the stack's other children keep their places; the tab parts take theirs in herdr's order
		List<MUIElement> wantedChildren = new ArrayList<>(children);
		var next = placeholders.iterator();
		wantedChildren.replaceAll(child -> placeholders.contains(child) ? next.next() : child);
		for (int i = 0; i < wantedChildren.size(); i++) {
			if (children.get(i) != wantedChildren.get(i)) {
				children.move(i, wantedChildren.get(i));
			}
		}
		order.clear();
		order.addAll(wanted);
		return true;
	}

	private boolean sameTabs(List<Tab> wanted) {
		Set<Tab> shownNow = Collections.newSetFromMap(new IdentityHashMap<>());
		shownNow.addAll(order);
		return wanted.stream().allMatch(shownNow::contains);
	}

	/** With no page open, the tab stack shows herdr on this computer, as a new window does. */
	private void showHerdrPageWhenEmpty(IWorkbenchPage workbenchPage) {
		IViewReference herdrPage = workbenchPage.findViewReference(InstallHerdrView.ID);
		if (pages.pages().isEmpty() && herdrPage == null) {
			try {
				workbenchPage.showView(InstallHerdrView.ID, null, IWorkbenchPage.VIEW_VISIBLE);
			} catch (PartInitException failed) {
				Notices.show(window, "herdr on this computer could not be shown: " + failed.getMessage());
			}
		} else if ((!order.isEmpty() || installId != null) && herdrPage != null) {
			workbenchPage.hideView(herdrPage);
		}
	}

	/**
	 * A page in view whose machine has no herdr shows Install herdr for that machine where its tabs
	 * would be. It stays through the install and the session's start (which read "not running"
	 * for a moment) until the session answers or another page comes into view.
	 */
	private void showInstallHerdrOfPage(IWorkbenchPage workbenchPage, SessionPage page) {
		HerdrException problem = page == null ? null : page.connection().problem();
		boolean wanted = page != null && order.isEmpty()
				&& (problem instanceof HerdrNotInstalled || (page == installPage && problem != null));
		if (wanted && page == installPage) {
			return;
		}
		if (installId != null) {
			IViewReference shownPart = workbenchPage.findViewReference(PageInstallHerdrView.ID, installId);
			installPage = null;
			installId = null;
			if (shownPart != null) {
				workbenchPage.hideView(shownPart);
			}
		}
		if (!wanted) {
			return;
		}
		installPage = page;
		installId = "h" + (++nextId);
		try {
			workbenchPage.showView(PageInstallHerdrView.ID, installId, IWorkbenchPage.VIEW_VISIBLE);
		} catch (PartInitException failed) {
			installPage = null;
			installId = null;
			Notices.show(window, "Install herdr for " + page.title() + " could not be shown: " + failed.getMessage());
		}
	}

	private void show(IWorkbenchPage workbenchPage, SessionPage page, Tab tab) {
		String id = "t" + (++nextId);
		bindings.put(id, new Binding(page, tab));
		try {
			workbenchPage.showView(TabView.ID, id, IWorkbenchPage.VIEW_CREATE);
			shown.put(tab, id);
			order.add(tab);
		} catch (PartInitException failed) {
			bindings.remove(id);
			Notices.show(window, "The tab " + tab.label() + " could not be shown: " + failed.getMessage());
		}
	}

	private void hide(IWorkbenchPage workbenchPage, Tab tab) {
		String id = shown.remove(tab);
		order.remove(tab);
		if (id == null) {
			return;
		}
		IViewReference ref = workbenchPage.findViewReference(TabView.ID, id);
		if (ref != null) {
			if (ref.getView(false) instanceof TabView part) {
				part.keepCardsWhenClosed();
			}
			hiding.add(id);
			workbenchPage.hideView(ref);
			hiding.remove(id);
		}
		bindings.remove(id);
	}

	private void closedByUser(String id) {
		if (hiding.contains(id)) {
			return;
		}
		Binding binding = bindings.remove(id);
		if (binding == null) {
			return;
		}
		shown.remove(binding.tab());
		order.remove(binding.tab());
		// a window that closes closes its parts too, which closes no tab: known once the window is gone
		window.getShell().getDisplay().asyncExec(() -> {
			Shell shell = window.getShell();
			if (shell != null && !shell.isDisposed()) {
				Writes.submit(window, binding.page(), CloseTabs.one(binding.tab()));
			}
		});
		later();
	}

	private void watch(SessionPage page) {
		if (page != watchedPage) {
			if (watchedPage != null) {
				watchedPage.removeListener(selectionChanged);
			}
			watchedPage = page;
			if (page != null) {
				page.addListener(selectionChanged);
			}
		}
		if (page == null) {
			followed.clear();
			return;
		}
		List<ModelObject> objects = new ArrayList<>(FollowedObjects.of(page.connection().store(), false));
		// a session whose machine has no herdr shows Install herdr instead of its tabs
		objects.add(page.connection());
		followed.follow(objects);
	}

	private void updateTitle() {
		SessionPage page = pages.inView();
		Space space = page == null ? null : page.selectedSpace();
		String title = page == null ? "Ovvi"
				: (space == null ? "" : ovvi.ui.sessions.SpaceNames.of(space) + " · ") + page.title() + " — Ovvi";
		if (!title.equals(window.getShell().getText())) {
			window.getShell().setText(title);
		}
	}

}
