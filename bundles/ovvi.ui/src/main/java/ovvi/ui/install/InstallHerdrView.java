package ovvi.ui.install;

import org.eclipse.swt.layout.FillLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.ui.IWorkbenchWindow;

import jakarta.annotation.PostConstruct;
import ovvi.ui.pages.Machine;
import ovvi.ui.pages.Notices;
import ovvi.ui.pages.WindowPages;

/**
 * herdr on this computer: the Install herdr page, or where herdr is, or the demo session, which
 * opens as a page of the window once it runs.
 */
public final class InstallHerdrView {

	public static final String ID = "ovvi.ui.installHerdr";

	@PostConstruct
	void createControls(Composite parent, IWorkbenchWindow window) {
		parent.setLayout(new FillLayout());
		new InstallHerdrPanel(parent, System.getenv(), HerdrSetup.shippedSimulator(), demo -> {
			WindowPages.of(window).open(new Machine(Machine.THIS_COMPUTER, demo.session().exec(), true), demo.session());
			// this page hides once the demo's tabs show: the window's notice line says what is missing
			if (demo.contentsProblem() != null) {
				Notices.show(window, demo.contentsProblem());
			}
		});
	}
}
