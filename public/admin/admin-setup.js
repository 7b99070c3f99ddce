// Runs before Decap CMS loads: admin.js starts it by hand, so the local backend's port can be chosen.
window.CMS_MANUAL_INIT = true;
