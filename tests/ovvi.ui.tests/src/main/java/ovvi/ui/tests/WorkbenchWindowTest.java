package ovvi.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;

import org.eclipse.e4.core.commands.ECommandService;
import org.eclipse.e4.ui.bindings.EBindingService;
import org.eclipse.e4.ui.model.application.MApplication;
import org.eclipse.jface.bindings.TriggerSequence;
import org.eclipse.e4.ui.model.application.commands.MCommand;
import org.eclipse.e4.ui.model.application.commands.MKeyBinding;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Link;
import org.eclipse.swt.widgets.MenuItem;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.ui.IViewReference;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.handlers.IHandlerService;
import org.junit.jupiter.api.Test;

import ovvi.ui.UiIds;
import ovvi.ui.about.AboutHandler;
import ovvi.ui.sessions.SessionsView;

class WorkbenchWindowTest {

	private static IWorkbenchWindow window() {
		IWorkbenchWindow window = PlatformUI.getWorkbench().getActiveWorkbenchWindow();
		assertNotNull(window, "the workbench has an active window");
		return window;
	}

	@Test
	void theWindowIsTitledOvvi() {
		Shell shell = window().getShell();
		assertTrue(shell.isVisible());
		assertEquals("Ovvi", shell.getText());
	}

	@Test
	void theMenuBarHasFileEditViewWindowHelp() {
		List<String> menus = Arrays.stream(window().getShell().getMenuBar().getItems()).map(MenuItem::getText)
				.map(text -> text.replace("&", "")).toList();
		assertEquals(List.of("File", "Edit", "View", "Window", "Help"), menus);
	}

	@Test
	void theSessionsViewIsOnTheLeftAndSaysNoSessionIsOpen() {
		IWorkbenchPage page = window().getActivePage();
		IViewReference sessions = page.findViewReference(SessionsView.ID);
		assertNotNull(sessions, "the Sessions view is in the page");
		assertEquals("Sessions", sessions.getPartName());

		Shell shell = window().getShell();
		Label message = Widgets.byId(shell, UiIds.SESSIONS_EMPTY_MESSAGE, Label.class);
		assertEquals("No session is open.", message.getText());
		Link open = Widgets.byId(shell, UiIds.SESSIONS_OPEN_LINK, Link.class);
		assertEquals("<a>Open Session…</a>", open.getText());

		int viewRight = message.getParent().toDisplay(message.getParent().getSize()).x;
		assertTrue(viewRight < shell.getBounds().x + shell.getBounds().width / 2,
				"the Sessions view sits on the left of the window");
	}

	@Test
	void commandsAndKeyBindingsAreInTheApplicationModel() {
		MApplication application = PlatformUI.getWorkbench().getService(MApplication.class);
		List<String> commands = application.getCommands().stream().map(MCommand::getElementId).toList();
		assertTrue(commands.containsAll(List.of(SessionsView.OPEN_SESSION_COMMAND, "ovvi.ui.about")), commands::toString);

		boolean openSessionBound = application.getBindingTables().stream()
				.flatMap(table -> table.getBindings().stream()).map(MKeyBinding::getCommand)
				.anyMatch(command -> SessionsView.OPEN_SESSION_COMMAND.equals(command.getElementId()));
		assertTrue(openSessionBound, "Open Session has a key binding in the model");

		// the window's bindings, as its menus show them
		EBindingService bindings = window().getService(EBindingService.class);
		ECommandService commandService = window().getService(ECommandService.class);
		TriggerSequence openSession = bindings
				.getBestSequenceFor(commandService.createCommand(SessionsView.OPEN_SESSION_COMMAND, null));
		assertNotNull(openSession, "Open Session is bound in the window");
		assertEquals("Ctrl+O", openSession.format());
	}

	@Test
	void aboutShowsOvvisVersionAndTheJavaRuntime() throws Exception {
		Display display = window().getShell().getDisplay();
		AtomicReference<String> shown = new AtomicReference<>();
		AtomicBoolean commandReturned = new AtomicBoolean();
		display.asyncExec(new Runnable() {
			@Override
			public void run() {
				if (commandReturned.get()) {
					return;
				}
				// runs in the dialog's own event loop; until the dialog is up, look again on the next turn
				Widgets.shellTitled(display, AboutHandler.TITLE).ifPresentOrElse(dialog -> {
					shown.set(String.join("\n", Widgets.all(dialog, Label.class).stream().map(Label::getText).toList()));
					dialog.close();
				}, () -> display.asyncExec(this));
			}
		});
		try {
			PlatformUI.getWorkbench().getService(IHandlerService.class).executeCommand("ovvi.ui.about", null);
		} finally {
			commandReturned.set(true);
		}

		String text = shown.get();
		assertNotNull(text, "the About dialog was shown");
		String ovviVersion = org.eclipse.core.runtime.Platform.getBundle("ovvi.ui").getVersion().toString();
		assertTrue(text.contains("Ovvi " + ovviVersion), text);
		assertTrue(text.contains("Java " + Runtime.version()), text);
	}
}
