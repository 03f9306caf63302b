package ovvi.ui.app;

import org.eclipse.jface.action.GroupMarker;
import org.eclipse.jface.action.IContributionItem;
import org.eclipse.jface.action.IMenuManager;
import org.eclipse.jface.action.IStatusLineManager;
import org.eclipse.jface.action.MenuManager;
import org.eclipse.jface.action.Separator;
import org.eclipse.ui.IWorkbenchActionConstants;
import org.eclipse.ui.IWorkbenchCommandConstants;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.actions.ActionFactory;
import org.eclipse.ui.actions.ActionFactory.IWorkbenchAction;
import org.eclipse.ui.actions.ContributionItemFactory;
import org.eclipse.ui.application.ActionBarAdvisor;
import org.eclipse.ui.application.IActionBarConfigurer;

import ovvi.ui.Messages;
import ovvi.ui.pages.NoticeLine;

/**
 * The menu bar's skeleton: File, Edit, View, Window, Help with named groups. Ovvi's own commands
 * land in those groups from plugin.xml (org.eclipse.ui.menus); the workbench's standard actions
 * (quit, clipboard, new window, perspectives, views, preferences) are made here because they need
 * a window.
 */
final class OvviMenuBar extends ActionBarAdvisor {

	static final String SESSION_GROUP = "session";
	static final String VIEWS_GROUP = "views";
	static final String ABOUT_GROUP = "about";

	private IWorkbenchAction quit;
	private IWorkbenchAction cut;
	private IWorkbenchAction copy;
	private IWorkbenchAction paste;
	private IWorkbenchAction selectAll;
	private IWorkbenchAction find;
	private IWorkbenchAction newWindow;
	private IWorkbenchAction savePerspective;
	private IWorkbenchAction resetPerspective;
	private IWorkbenchAction closePerspective;
	private IContributionItem perspectives;
	private IContributionItem views;
	private IWorkbenchAction preferences;

	OvviMenuBar(IActionBarConfigurer configurer) {
		super(configurer);
	}

	@Override
	protected void makeActions(IWorkbenchWindow window) {
		quit = registered(ActionFactory.QUIT.create(window));
		cut = registered(ActionFactory.CUT.create(window));
		copy = registered(ActionFactory.COPY.create(window));
		paste = registered(ActionFactory.PASTE.create(window));
		selectAll = registered(ActionFactory.SELECT_ALL.create(window));
		find = registered(ActionFactory.FIND.create(window));
		// a card's Find only finds: the platform's label promises a replace
		find.setText(Messages.Menu_find);
		newWindow = registered(ActionFactory.OPEN_NEW_WINDOW.create(window));
		savePerspective = registered(ActionFactory.SAVE_PERSPECTIVE.create(window));
		resetPerspective = registered(ActionFactory.RESET_PERSPECTIVE.create(window));
		closePerspective = registered(ActionFactory.CLOSE_PERSPECTIVE.create(window));
		perspectives = ContributionItemFactory.PERSPECTIVES_SHORTLIST.create(window);
		views = ContributionItemFactory.VIEWS_SHORTLIST.create(window);
		preferences = ActionFactory.PREFERENCES.create(window);
		// ActionFactory leaves the command out of this one action: with it, the menu item shows
		// its key binding and stands for the command in the window's model
		preferences.setActionDefinitionId(IWorkbenchCommandConstants.WINDOW_PREFERENCES);
		register(preferences);
	}

	private IWorkbenchAction registered(IWorkbenchAction action) {
		register(action);
		return action;
	}

	@Override
	protected void fillStatusLine(IStatusLineManager statusLine) {
		statusLine.add(new NoticeLine());
	}

	@Override
	protected void fillMenuBar(IMenuManager menuBar) {
		MenuManager file = new MenuManager(Messages.Menu_file, IWorkbenchActionConstants.M_FILE);
		file.add(new GroupMarker(SESSION_GROUP));
		file.add(new Separator(IWorkbenchActionConstants.MB_ADDITIONS));
		file.add(new Separator());
		file.add(quit);

		MenuManager edit = new MenuManager(Messages.Menu_edit, IWorkbenchActionConstants.M_EDIT);
		edit.add(cut);
		edit.add(copy);
		edit.add(paste);
		edit.add(new Separator());
		edit.add(selectAll);
		edit.add(find);
		edit.add(new Separator(IWorkbenchActionConstants.MB_ADDITIONS));

		MenuManager view = new MenuManager(Messages.Menu_view, "view");
		view.add(new GroupMarker(VIEWS_GROUP));
		view.add(new Separator(IWorkbenchActionConstants.MB_ADDITIONS));

		MenuManager perspective = new MenuManager(Messages.Menu_perspective, "perspective");
		MenuManager open = new MenuManager(Messages.Menu_openPerspective, "openPerspective");
		open.add(perspectives);
		perspective.add(open);
		perspective.add(savePerspective);
		perspective.add(resetPerspective);
		perspective.add(closePerspective);
		MenuManager showView = new MenuManager(Messages.Menu_showView, "showView");
		showView.add(views);

		MenuManager windowMenu = new MenuManager(Messages.Menu_window, IWorkbenchActionConstants.M_WINDOW);
		windowMenu.add(newWindow);
		windowMenu.add(new Separator());
		windowMenu.add(perspective);
		windowMenu.add(showView);
		windowMenu.add(new Separator(IWorkbenchActionConstants.MB_ADDITIONS));
		windowMenu.add(new Separator());
		windowMenu.add(preferences);

		MenuManager help = new MenuManager(Messages.Menu_help, IWorkbenchActionConstants.M_HELP);
		help.add(new Separator(IWorkbenchActionConstants.MB_ADDITIONS));
		help.add(new Separator(ABOUT_GROUP));

		menuBar.add(file);
		menuBar.add(edit);
		menuBar.add(view);
		menuBar.add(windowMenu);
		menuBar.add(help);
	}
}
