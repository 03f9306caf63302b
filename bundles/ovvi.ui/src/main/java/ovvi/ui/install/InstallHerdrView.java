package ovvi.ui.install;

import org.eclipse.swt.layout.FillLayout;
import org.eclipse.swt.widgets.Composite;

import jakarta.annotation.PostConstruct;

/** herdr on this computer: the Install herdr page, or where herdr is, or the demo session. */
public final class InstallHerdrView {

	public static final String ID = "ovvi.ui.installHerdr";

	@PostConstruct
	void createControls(Composite parent) {
		parent.setLayout(new FillLayout());
		new InstallHerdrPanel(parent, System.getenv(), HerdrSetup.shippedSimulator());
	}
}
