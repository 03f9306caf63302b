package ovvi.ui.tab;

import org.eclipse.e4.ui.model.application.ui.basic.MPart;
import org.eclipse.e4.ui.workbench.modeling.IPartListener;

/** A listener of the window's parts that hears only what it overrides. */
abstract class PartEvents implements IPartListener {

	@Override
	public void partActivated(MPart part) {
		// heard by those that override it
	}

	@Override
	public void partBroughtToTop(MPart part) {
		// as above
	}

	@Override
	public void partDeactivated(MPart part) {
		// as above
	}

	@Override
	public void partHidden(MPart part) {
		// as above
	}

	@Override
	public void partVisible(MPart part) {
		// as above
	}
}
