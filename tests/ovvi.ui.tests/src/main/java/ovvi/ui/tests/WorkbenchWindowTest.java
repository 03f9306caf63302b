package ovvi.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.atomic.AtomicReference;

import org.eclipse.e4.core.commands.ECommandService;
import org.eclipse.e4.ui.bindings.EBindingService;
import org.eclipse.e4.ui.internal.workbench.OpaqueElementUtil;
import org.eclipse.e4.ui.model.application.MApplication;
import org.eclipse.e4.ui.model.application.commands.MKeyBinding;
import org.eclipse.e4.ui.model.application.ui.MUIElement;
import org.eclipse.e4.ui.model.application.ui.basic.MWindow;
import org.eclipse.e4.ui.model.application.ui.menu.MHandledMenuItem;
import org.eclipse.e4.ui.model.application.ui.menu.MMenu;
import org.eclipse.jface.action.ActionContributionItem;
import org.eclipse.ui.menus.CommandContributionItem;
import org.eclipse.jface.bindings.TriggerSequence;
import org.eclipse.jface.bindings.keys.KeySequence;
import org.eclipse.jface.bindings.keys.ParseException;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.StackLayout;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Link;
import org.eclipse.swt.widgets.Menu;
import org.eclipse.swt.widgets.MenuItem;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.ui.IViewReference;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.PlatformUI;
import org.junit.jupiter.api.Test;

import ovvi.ui.UiIds;
import ovvi.ui.about.AboutHandler;
import ovvi.ui.open.OpenSessionDialog;
import ovvi.ui.pages.Machine;
import ovvi.ui.pages.WindowPages;
import ovvi.ui.sessions.SessionsView;

class WorkbenchWindowTest {

	private final Display display = Display.getCurrent();

	private static IWorkbenchWindow window() {
		IWorkbenchWindow window = PlatformUI.getWorkbench().getActiveWorkbenchWindow();
		assertNotNull(window, "the workbench has an active window");
		return window;
	}

	@Test
	void theWindowIsTitledOvvi() {
		Shell shell = window().getShell();
		assertTrue(shell.isVisible());
		// an earlier test's page may still be on its way out: the title follows on the UI thread
		UiWait.until(display, () -> WindowPages.of(window()).pages().isEmpty() && "Ovvi".equals(shell.getText()),
				"the window without a page is titled Ovvi, not " + shell.getText());
	}

	@Test
	void theMenuBarHasFileEditViewWindowHelp() {
		List<String> menus = Arrays.stream(window().getShell().getMenuBar().getItems()).map(MenuItem::getText)
				.map(text -> text.replace("&", "")).toList();
		assertEquals(List.of("File", "Edit", "View", "Window", "Help"), menus);
	}

	@Test
	void theSessionsViewIsOnTheLeftAndShowsThatNoSessionIsOpen() {
		IWorkbenchPage page = window().getActivePage();
		IViewReference sessions = page.findViewReference(SessionsView.ID);
		assertNotNull(sessions, "the Sessions view is in the page");
		assertEquals("Sessions", sessions.getPartName());
		assertTrue(WindowPages.of(window()).pages().isEmpty(), "no session is open in the window");

		Shell shell = window().getShell();
		Label message = Widgets.byId(shell, UiIds.SESSIONS_EMPTY_MESSAGE, Label.class);
		assertEquals("No session is open.", message.getText());
		Link open = Widgets.byId(shell, UiIds.SESSIONS_OPEN_LINK, Link.class);
		assertEquals("<a>Open Session…</a>", open.getText());
		// the view stacks the empty state over the sidebar's tree: the empty state is on top
		Composite empty = message.getParent();
		assertSame(empty, ((StackLayout) empty.getParent().getLayout()).topControl);
		assertTrue(message.isVisible() && open.isVisible(), "the message and the link show");

		int viewRight = empty.toDisplay(empty.getSize()).x;
		assertTrue(viewRight < shell.getBounds().x + shell.getBounds().width / 2,
				"the Sessions view sits on the left of the window");
	}

	@Test
	void theEmptyStatesLinkOpensTheOpenSessionDialog() {
		Link open = Widgets.byId(window().getShell(), UiIds.SESSIONS_OPEN_LINK, Link.class);
		AtomicReference<String> machine = new AtomicReference<>();
		DialogDriver dialog = DialogDriver.when(display, OpenSessionDialog.TITLE, shell -> {
			machine.set(Widgets.byId(shell, UiIds.OPEN_MACHINE, Combo.class).getText());
			shell.close();
		});
		Mouse.click(open);
		dialog.await();
		assertEquals(Machine.THIS_COMPUTER, machine.get(), "the dialog starts on this computer");
	}

	@Test
	void helpAboutShowsOvvisVersionAndTheJavaRuntime() {
		Shell shell = window().getShell();
		AtomicReference<String> shown = new AtomicReference<>();
		DialogDriver about = DialogDriver.when(display, AboutHandler.TITLE, dialog -> {
			shown.set(String.join("\n", Widgets.all(dialog, Label.class).stream().map(Label::getText).toList()));
			dialog.close();
		});
		Menu help = Arrays.stream(shell.getMenuBar().getItems()).filter(item -> item.getText().equals("&Help"))
				.findFirst().orElseThrow().getMenu();
		UiWait.activate(shell);
		Keyboard.chord(display, 0, 'h', SWT.ALT); // the menu's mnemonic
		UiWait.until(display, help::isVisible, "Alt+H opens the Help menu");
		Keyboard.type(display, "a"); // About Ovvi's mnemonic
		about.await();

		String text = shown.get();
		String ovviVersion = org.eclipse.core.runtime.Platform.getBundle("ovvi.ui").getVersion().toString();
		assertTrue(text.contains("Ovvi " + ovviVersion), text);
		assertTrue(text.contains("Java " + Runtime.version()), text);
	}

	/**
	 * The compatibility layer turns the 3.x menu bar (OvviMenuBar's ActionBarAdvisor) into the e4
	 * model: each menu is an MMenu of the window's main menu; plugin.xml's commands in them are
	 * MHandledMenuItems, the workbench's standard actions are "opaque" items that keep the action,
	 * whose definition id is the command.
	 */
	@Test
	void theMenusAndTheirCommandsAreInTheWindowsModel() {
		MWindow model = window().getService(MWindow.class);
		Map<String, Set<String>> menus = new LinkedHashMap<>();
		for (MMenu menu : model.getMainMenu().getChildren().stream().filter(MMenu.class::isInstance).map(MMenu.class::cast)
				.toList()) {
			menus.put(menu.getLabel().replace("&", ""), commandsIn(menu));
		}
		assertEquals(List.of("File", "Edit", "View", "Window", "Help"), List.copyOf(menus.keySet()));
		assertTrue(menus.get("File").containsAll(Set.of(SessionsView.OPEN_SESSION_COMMAND, "org.eclipse.ui.file.exit")),
				menus::toString);
		assertTrue(menus.get("Edit").containsAll(Set.of("org.eclipse.ui.edit.cut", "org.eclipse.ui.edit.copy",
				"org.eclipse.ui.edit.paste", "org.eclipse.ui.edit.selectAll")), menus::toString);
		assertTrue(menus.get("View").contains("org.eclipse.ui.views.showView"), menus::toString);
		assertTrue(menus.get("Window").containsAll(Set.of("org.eclipse.ui.window.newWindow", "org.eclipse.ui.window.preferences")),
				menus::toString);
		assertTrue(menus.get("Help").contains("ovvi.ui.about"), menus::toString);
	}

	private static Set<String> commandsIn(MMenu menu) {
		Set<String> commands = new TreeSet<>();
		for (MUIElement item : menu.getChildren()) {
			if (item instanceof MHandledMenuItem handled) {
				commands.add(handled.getCommand().getElementId());
			} else if (OpaqueElementUtil.getOpaqueItem(item) instanceof ActionContributionItem action
					&& action.getAction().getActionDefinitionId() != null) {
				commands.add(action.getAction().getActionDefinitionId());
			} else if (OpaqueElementUtil.getOpaqueItem(item) instanceof CommandContributionItem command) {
				commands.add(command.getCommand().getId());
			}
		}
		return commands;
	}

	@Test
	void theApplicationsCommandsHaveM1KeyBindingsInTheModel() throws ParseException {
		MApplication application = PlatformUI.getWorkbench().getService(MApplication.class);
		Map<String, String> expected = Map.of(SessionsView.OPEN_SESSION_COMMAND, "M1+O", "org.eclipse.ui.file.exit", "M1+Q",
				"org.eclipse.ui.window.preferences", "M1+,", "org.eclipse.ui.edit.cut", "M1+X", "org.eclipse.ui.edit.copy",
				"M1+C", "org.eclipse.ui.edit.paste", "M1+V", "org.eclipse.ui.edit.selectAll", "M1+A");
		List<MKeyBinding> bindings = application.getBindingTables().stream().flatMap(table -> table.getBindings().stream())
				.toList();
		for (var command : expected.entrySet()) {
			// M1 is Ctrl here; the model keeps the sequence as the binding wrote it
			KeySequence sequence = KeySequence.getInstance(command.getValue());
			assertTrue(bindings.stream().anyMatch(binding -> command.getKey().equals(binding.getCommand().getElementId())
					&& sequence.equals(keys(binding.getKeySequence()))),
					command.getKey() + " is bound to " + command.getValue() + " in the model");
		}

		// the window's bindings, as its menus show them
		EBindingService bindingService = window().getService(EBindingService.class);
		ECommandService commandService = window().getService(ECommandService.class);
		for (String command : List.of("org.eclipse.ui.file.exit", "org.eclipse.ui.window.preferences")) {
			TriggerSequence keys = bindingService.getBestSequenceFor(commandService.createCommand(command, null));
			assertNotNull(keys, command + " is bound in the window, with no clash");
			assertEquals(KeySequence.getInstance(expected.get(command)), keys);
		}
	}

	private static KeySequence keys(String sequence) {
		try {
			return KeySequence.getInstance(sequence);
		} catch (ParseException e) {
			throw new AssertionError("the model holds a key sequence that does not parse: " + sequence, e);
		}
	}
}
