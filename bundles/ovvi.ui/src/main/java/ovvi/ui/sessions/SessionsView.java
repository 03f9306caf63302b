package ovvi.ui.sessions;

import java.util.Arrays;
import java.util.Map;

import org.eclipse.core.commands.ParameterizedCommand;
import org.eclipse.e4.ui.di.UISynchronize;
import org.eclipse.jface.action.MenuManager;
import org.eclipse.jface.action.Separator;
import org.eclipse.jface.layout.GridDataFactory;
import org.eclipse.jface.layout.GridLayoutFactory;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.jface.viewers.StructuredSelection;
import org.eclipse.jface.viewers.TreeViewer;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.StackLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Link;
import org.eclipse.swt.widgets.Listener;
import org.eclipse.swt.widgets.Menu;
import org.eclipse.swt.widgets.Tree;
import org.eclipse.swt.widgets.TreeItem;
import org.eclipse.ui.IWorkbenchActionConstants;
import org.eclipse.ui.commands.ICommandService;
import org.eclipse.ui.handlers.IHandlerService;
import org.eclipse.ui.part.ViewPart;

import ovvi.model.Space;
import ovvi.model.Tab;
import ovvi.ui.Messages;
import ovvi.ui.UiIds;
import ovvi.ui.pages.SessionPage;
import ovvi.ui.pages.WindowPages;

/**
 * The sidebar: the window's pages (its open sessions), each with its spaces in herdr's order and
 * their tabs, agent marks and counts, and the git line of each space (a label decoration, which
 * the user can switch off). With no page open, the way to open one. Selecting a row shows its
 * space's tabs; the context menu holds the model's commands (contributed to {@value #ID} in
 * plugin.xml).
 */
public final class SessionsView extends ViewPart {

	public static final String ID = "ovvi.ui.sessions";
	public static final String OPEN_SESSION_COMMAND = "ovvi.ui.openSession";

	private Composite stack;
	private Composite empty;
	private TreeViewer tree;
	private SidebarContent content;
	private Link openSession;
	private SidebarWatch watch;
	private WindowPages pages;
	private SidebarRename rename;
	/** The row selected last, by the user or to show the page in view. */
	private Object lastSelected;
	/** A row is selected for its menu only, or again after it: the window shows what it showed. */
	private boolean menuSelection;
	private final WindowPages.Listener pagesChanged = this::pagesChanged;

	@Override
	public void createPartControl(Composite parent) {
		pages = WindowPages.of(getSite().getWorkbenchWindow());
		stack = new Composite(parent, SWT.NONE);
		StackLayout layout = new StackLayout();
		stack.setLayout(layout);

		empty = new Composite(stack, SWT.NONE);
		GridLayoutFactory.fillDefaults().margins(12, 12).spacing(0, 8).applyTo(empty);
		Label message = new Label(empty, SWT.WRAP);
		message.setText(Messages.Sessions_none);
		message.setData(UiIds.KEY, UiIds.SESSIONS_EMPTY_MESSAGE);
		GridDataFactory.fillDefaults().grab(true, false).applyTo(message);
		ICommandService commands = getSite().getService(ICommandService.class);
		IHandlerService handlers = getSite().getService(IHandlerService.class);
		ParameterizedCommand open = ParameterizedCommand.generateCommand(commands.getCommand(OPEN_SESSION_COMMAND), Map.of());
		openSession = new Link(empty, SWT.NONE);
		openSession.setText(Messages.Sessions_openLink);
		openSession.setData(UiIds.KEY, UiIds.SESSIONS_OPEN_LINK);
		openSession.setEnabled(open.getCommand().isEnabled() || open.getCommand().isHandled());
		openSession.addListener(SWT.Selection, event -> {
			try {
				handlers.executeCommand(open, event);
			} catch (Exception failed) {
				throw new IllegalStateException("Open Session… did not run", failed);
			}
		});

		content = new SidebarContent(pages);
		tree = new TreeViewer(stack, SWT.SINGLE | SWT.FULL_SELECTION | SWT.V_SCROLL | SWT.H_SCROLL);
		tree.getTree().setData(UiIds.KEY, UiIds.SIDEBAR_TREE);
		tree.setUseHashlookup(true);
		tree.setContentProvider(content);
		tree.setLabelProvider(new DecoratedSidebarLabels(parent.getDisplay()));
		tree.setAutoExpandLevel(3);
		tree.addSelectionChangedListener(event -> selected((IStructuredSelection) event.getSelection()));
		rename = new SidebarRename(tree, content, getSite().getWorkbenchWindow());
		// the watch holds its refreshes while the rename's editor shows, so it comes second
		watch = new SidebarWatch(tree, content, getSite().getService(UISynchronize.class));
		tree.setInput(pages);
		getSite().setSelectionProvider(tree);
		SidebarDrops.install(tree, content, getSite().getWorkbenchWindow());

		tree.getTree().addListener(SWT.MenuDetect, this::selectRowUnderPointer);
		MenuManager menu = new MenuManager();
		menu.add(new Separator(IWorkbenchActionConstants.MB_ADDITIONS));
		tree.getTree().setMenu(menu.createContextMenu(tree.getTree()));
		getSite().registerContextMenu(menu, tree);

		pages.addListener(pagesChanged);
		pagesChanged(pages);
	}

	private void pagesChanged(WindowPages now) {
		if (tree.getControl().isDisposed()) {
			return;
		}
		watch.watch(now.pages());
		tree.refresh();
		watch.expandNewPages(now.pages());
		selectPageInView(now.inView());
		StackLayout layout = (StackLayout) stack.getLayout();
		Control top = now.pages().isEmpty() ? empty : tree.getControl();
		if (layout.topControl != top) {
			// the keyboard would stay with the hidden control, where no key reaches anything
			boolean hadKeyboard = layout.topControl != null && hasKeyboard(layout.topControl);
			layout.topControl = top;
			stack.layout();
			if (hadKeyboard) {
				top.setFocus();
			}
		}
	}

	/**
	 * The selection follows the page in view (opened, or shown by another part): a row of another
	 * page left selected would be announced again by GTK when rows come, and bring that page back.
	 */
	private void selectPageInView(SessionPage inView) {
		if (inView != null && pageOf(lastSelected) != inView) {
			tree.setSelection(new StructuredSelection(inView), true);
		}
	}

	private static boolean hasKeyboard(Control control) {
		for (Control focus = control.getDisplay().getFocusControl(); focus != null; focus = focus.getParent()) {
			if (focus == control) {
				return true;
			}
		}
		return false;
	}

	private SessionPage pageOf(Object row) {
		return switch (row) {
		case SessionPage page -> page;
		case Space space -> content.pageOf(space);
		case Tab tab -> content.pageOf(tab);
		case null, default -> null;
		};
	}

	/**
	 * A right-click's menu is for the row under the pointer: GTK shows the menu without selecting
	 * the row, and the menu's commands act on the selection. The row is selected for the menu
	 * only: the window keeps showing what it showed (switching it would take the keyboard from the
	 * menu and close it), and the row of what it shows is selected again after the menu.
	 */
	private void selectRowUnderPointer(Event event) {
		if (event.detail != SWT.MENU_MOUSE) {
			return; // the keyboard's menu key: the selected row
		}
		Tree widget = tree.getTree();
		TreeItem item = widget.getItem(widget.toControl(event.x, event.y));
		if (item == null || item.getData() == null || Arrays.asList(widget.getSelection()).contains(item)) {
			return;
		}
		Object shown = lastSelected;
		selectQuietly(item.getData());
		Menu menu = widget.getMenu();
		menu.addListener(SWT.Hide, new Listener() {
			@Override
			public void handleEvent(Event hidden) {
				menu.removeListener(SWT.Hide, this);
				// later: the chosen item's selection comes after the menu's hide
				hidden.display.asyncExec(() -> {
					if (!widget.isDisposed()) {
						selectQuietly(shown);
					}
				});
			}
		});
	}

	/** Selects a row without showing it in the window; null selects none. */
	private void selectQuietly(Object row) {
		menuSelection = true;
		try {
			tree.setSelection(row == null ? StructuredSelection.EMPTY : new StructuredSelection(row));
		} finally {
			menuSelection = false;
		}
	}

	private void selected(IStructuredSelection selection) {
		if (menuSelection) {
			return;
		}
		Object row = selection.getFirstElement();
		// GTK announces the selection again, deferred, when rows are added: only another row is a choice
		if (row == lastSelected) {
			return;
		}
		lastSelected = row;
		switch (row) {
		case SessionPage page -> {
			if (page != pages.inView()) {
				pages.show(page);
			}
		}
		case Space space -> {
			SessionPage page = content.pageOf(space);
			if (page != null) {
				page.selectSpace(space);
				pages.show(page);
			}
		}
		case Tab tab -> {
			SessionPage page = content.pageOf(tab);
			if (page != null) {
				page.selectTab(tab);
				pages.show(page);
			}
		}
		case null, default -> {
			// nothing selected
		}
		}
	}

	/** Starts editing the selected space's or tab's name in place (Rename, F2). */
	public void renameSelected() {
		rename.start();
	}

	public TreeViewer tree() {
		return tree;
	}

	@Override
	public void setFocus() {
		if (pages.pages().isEmpty()) {
			openSession.setFocus();
		} else {
			tree.getControl().setFocus();
		}
	}

	@Override
	public void dispose() {
		pages.removeListener(pagesChanged);
		watch.dispose();
		super.dispose();
	}
}
