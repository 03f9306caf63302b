package ovvi.ui.tests;

import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicReference;

import org.eclipse.e4.ui.model.application.ui.basic.MWindow;
import org.eclipse.e4.ui.model.application.ui.menu.MToolControl;
import org.eclipse.e4.ui.workbench.modeling.EModelService;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Listener;
import org.eclipse.swt.widgets.Menu;
import org.eclipse.swt.widgets.MenuItem;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Text;
import org.eclipse.swt.widgets.ToolBar;
import org.eclipse.ui.IPerspectiveDescriptor;
import org.eclipse.ui.IPerspectiveRegistry;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.PlatformUI;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import ovvi.ui.agent.AgentsView;
import ovvi.ui.app.SessionsPerspective;

/**
 * Perspectives a user arranges: Window ▸ Perspective worked with real keys through the menu bar's
 * mnemonics, and the perspective switcher in the window.
 */
class PerspectivesTest {

	private static final String SAVED = "Without Agents";

	private final Display display = Display.getCurrent();
	private final IWorkbenchWindow window = PlatformUI.getWorkbench().getActiveWorkbenchWindow();
	private final IPerspectiveRegistry registry = PlatformUI.getWorkbench().getPerspectiveRegistry();

	@AfterEach
	void backToTheSessionsPerspectiveAsShipped() {
		IWorkbenchPage page = window.getActivePage();
		page.setPerspective(registry.findPerspectiveWithId(SessionsPerspective.ID));
		IPerspectiveDescriptor saved = registry.findPerspectiveWithLabel(SAVED);
		if (saved != null) {
			page.closePerspective(saved, false, false);
			registry.deletePerspective(saved);
		}
		page.resetPerspective();
	}

	@Test
	void resetPerspectiveBringsBackAClosedAgentsView() {
		IWorkbenchPage page = window.getActivePage();
		page.hideView(page.findViewReference(AgentsView.ID));
		assertNull(page.findViewReference(AgentsView.ID), "the Agents view is closed");

		DialogDriver confirm = DialogDriver.when(display, "Reset Perspective", dialog -> Mouse.click(button(dialog, "Reset Perspective")));
		throughThePerspectiveMenu("Reset Perspective...");
		confirm.await();
		UiWait.until(display, () -> page.findViewReference(AgentsView.ID) != null, "the reset brings the Agents view back");
	}

	@Test
	void savePerspectiveAsKeepsTheArrangementUnderItsNameAndTheSwitcherOffersIt() {
		IWorkbenchPage page = window.getActivePage();
		page.hideView(page.findViewReference(AgentsView.ID));

		DialogDriver save = DialogDriver.when(display, "Save Perspective As...", dialog -> {
			Text name = Widgets.all(dialog, Text.class).get(0);
			name.selectAll();
			Keyboard.type(display, SAVED);
			UiWait.until(display, () -> SAVED.equals(name.getText()), "the name is typed");
			Mouse.click(button(dialog, "Save"));
		});
		throughThePerspectiveMenu("Save Perspective As...");
		save.await();

		UiWait.until(display, () -> SAVED.equals(page.getPerspective().getLabel()), "the saved perspective is the window's now");
		assertNull(page.findViewReference(AgentsView.ID), "it keeps the arrangement it was saved with");
		ToolBar switcher = perspectiveSwitcher();
		UiWait.until(display, () -> Arrays.stream(switcher.getItems()).anyMatch(item -> SAVED.equals(item.getToolTipText())),
				"the switcher offers " + SAVED);

		page.setPerspective(registry.findPerspectiveWithId(SessionsPerspective.ID));
		page.resetPerspective();
		assertNotNull(page.findViewReference(AgentsView.ID), "the shipped perspective still has the Agents view");
	}

	/**
	 * Opens the Window menu with Alt+W, goes down to Perspective and into it with Right, then
	 * chooses the item with Down and Return, as Menus does. Arrows, not mnemonics: the test
	 * runtime's own bundles add menus to the Window menu whose mnemonics clash with Perspective's.
	 */
	private void throughThePerspectiveMenu(String item) {
		Shell shell = window.getShell();
		UiWait.activate(shell);
		// a pointer left over a menu's place by an earlier test would open a submenu of its own
		Rectangle bounds = shell.getBounds();
		Mouse.xdotool(display, "mousemove", bounds.x + bounds.width - 4, bounds.y + bounds.height - 4);
		AtomicReference<MenuItem> armed = new AtomicReference<>();
		Listener arm = event -> armed.set((MenuItem) event.widget);
		display.addFilter(SWT.Arm, arm);
		try {
			Keyboard.chord(display, 0, 'w', SWT.ALT);
			UiWait.until(display, () -> windowMenu(shell).map(Menu::isVisible).orElse(false),
					"Alt+W opens the Window menu (the menu bar: " + menuBar(shell) + ")");
			for (int presses = 0; !isArmed(armed, "Perspective"); presses++) {
				if (presses > windowMenu(shell).orElseThrow().getItemCount()) {
					throw new AssertionError("Down never armed Perspective");
				}
				MenuItem before = armed.get();
				Keyboard.press(display, SWT.ARROW_DOWN);
				UiWait.until(display, () -> armed.get() != before, "Down armed the next item of the Window menu");
			}
			Keyboard.press(display, SWT.ARROW_RIGHT);
			UiWait.until(display, () -> armed.get() != null && !armed.get().isDisposed()
					&& perspectiveMenu(shell).filter(menu -> armed.get().getParent() == menu).isPresent(),
					"Right opens the Perspective menu and arms its first item");
		} finally {
			display.removeFilter(SWT.Arm, arm);
		}
		Menus.choose(perspectiveMenu(shell).orElseThrow(), item);
	}

	private static boolean isArmed(AtomicReference<MenuItem> armed, String label) {
		MenuItem item = armed.get();
		return item != null && !item.isDisposed() && item.getText().replace("&", "").equals(label);
	}

	private static Optional<Menu> perspectiveMenu(Shell shell) {
		return windowMenu(shell).flatMap(menu -> Arrays.stream(menu.getItems())
				.filter(item -> item.getText().replace("&", "").equals("Perspective")).map(MenuItem::getMenu).findFirst());
	}

	/** Looked up at each look: the workbench may make the menu bar's items again. */
	private static Optional<Menu> windowMenu(Shell shell) {
		return Arrays.stream(shell.getMenuBar().getItems()).filter(item -> item.getText().replace("&", "").equals("Window"))
				.map(MenuItem::getMenu).findFirst();
	}

	private static List<String> menuBar(Shell shell) {
		return Arrays.stream(shell.getMenuBar().getItems()).map(MenuItem::getText).toList();
	}

	private ToolBar perspectiveSwitcher() {
		MWindow model = window.getService(MWindow.class);
		MToolControl control = (MToolControl) window.getService(EModelService.class).find("PerspectiveSwitcher", model);
		assertNotNull(control, "the window has a perspective switcher");
		assertTrue(control.isToBeRendered() && control.isVisible(), "the switcher shows");
		return Widgets.all((Composite) control.getWidget(), ToolBar.class).get(0);
	}

	private static Button button(Shell dialog, String label) {
		return Widgets.all(dialog, Button.class).stream().filter(b -> b.getText().replace("&", "").equals(label)).findFirst()
				.orElseThrow(() -> new AssertionError("no button " + label + " in " + dialog.getText()));
	}
}
